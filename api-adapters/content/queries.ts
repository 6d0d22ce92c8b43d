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
