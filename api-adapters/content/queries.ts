import { gql } from "graphql-request";

/** Experience Edge's layout query: the Sitecore layout JSON of one route in one language. */
export const layoutQuery = gql`
  query Layout($site: String!, $routePath: String!, $language: String!) {
    layout(site: $site, routePath: $routePath, language: $language) {
      item {
        rendered
      }
    }
  }
`;

/** The site settings item authors own: title template, GTM id, car list path. */
export const siteSettingsQuery = gql`
  query SiteSettings($site: String!, $language: String!) {
    siteSettings(site: $site, language: $language) {
      name
      url
      titleTemplate
      gtmID
      pathToCarList {
        url
      }
    }
  }
`;

/** Every route of a site in a language, paged (for the sitemap). */
export const siteRoutesQuery = gql`
  query SiteRoutes($site: String!, $language: String!, $first: Int!, $after: String) {
    siteRoutes(site: $site, language: $language, first: $first, after: $after) {
      total
      pageInfo {
        endCursor
        hasNext
      }
      results {
        path
        updated
      }
    }
  }
`;
