import type { Plugin } from "vite";

/**
 * React Router 7 publishes a development and a production build that differ in one constant,
 * `ENABLE_DEV_WARNINGS`, but its package exports only the development one (remix-run/react-router
 * #12532, #14102: kept so the framework's packages and the app share one copy of its contexts).
 * Every page's JavaScript therefore carried its development warnings: the checks and messages for
 * descendant routes, unmatched locations and route definitions, and the default error boundary's
 * "Hey developer" text (issue 17).
 *
 * The browser build sets the constant to `false`, as the production build does; the bundler then
 * drops every branch it guards. The module is the same file, so there is still one copy of React
 * Router. If a version no longer declares the constant this way, the build fails here rather
 * than silently shipping the warnings again.
 */

const devWarningsDeclaration = "var ENABLE_DEV_WARNINGS = true;";

/** The module of the development build that declares the constant. */
export function declaresDevWarnings(code: string): boolean {
  return code.includes("var ENABLE_DEV_WARNINGS");
}

export function withoutDevWarnings(code: string): string {
  if (!code.includes(devWarningsDeclaration)) {
    throw new Error(
      "react-router-without-dev-warnings: React Router's development build no longer declares " +
        `\`${devWarningsDeclaration}\` (a new version?); see vite/react-router-without-dev-warnings.ts`,
    );
  }
  return code.replace(devWarningsDeclaration, "var ENABLE_DEV_WARNINGS = false;");
}

export function reactRouterWithoutDevWarnings(): Plugin {
  return {
    name: "react-router-without-dev-warnings",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.includes("/node_modules/react-router/dist/development/")) return null;
      if (!declaresDevWarnings(code)) return null;
      return { code: withoutDevWarnings(code), map: null };
    },
  };
}
