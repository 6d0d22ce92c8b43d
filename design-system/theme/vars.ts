import { cssVariableName, tokenContract, type TokenGroup, type TokenName } from "./contract";

type Vars = { [G in TokenGroup]: Record<TokenName<G>, string> };

function buildVars(): Vars {
  const entries = (Object.keys(tokenContract) as TokenGroup[]).map((group) => [
    group,
    Object.fromEntries(
      tokenContract[group].map((name) => [name, `var(${cssVariableName(group, name)})`]),
    ),
  ]);
  return Object.fromEntries(entries) as Vars;
}

/** `var(--fc-…)` references for every contract token: the only colours and fonts components use. */
export const vars: Vars = buildVars();
