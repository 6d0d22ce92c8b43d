import { Select, type SelectOption } from "../../primitives/Select";

export interface SortSelectProps {
  /** The query's sort; "" is the default (the first option). */
  sortName: string;
  options: readonly SelectOption[];
  /** The select's label ("Sortera efter"). */
  label: string;
  onChange: (sortName: string) => void;
}

/** The sort dropdown: a native select (the platform's picker and keyboard). */
export function SortSelect({ sortName, options, label, onChange }: SortSelectProps) {
  const value = sortName || options[0]?.value || "";
  return (
    <Select
      label={label}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
