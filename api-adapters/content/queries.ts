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
      pathToCarDetail {
        url
      }
      pathToSiteDetail {
        url
      }
      pathToKits {
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

/** Dictionary phrases of a site in a language, paged (Experience Edge's `siteInfo.dictionary`). */
export const dictionaryQuery = gql`
  query Dictionary($site: String!, $language: String!, $first: Int!, $after: String) {
    site {
      siteInfo(site: $site) {
        dictionary(language: $language, first: $first, after: $after) {
          pageInfo {
            endCursor
            hasNext
          }
          results {
            key
            value
          }
        }
      }
    }
  }
`;

const navigationItemFields = `
  id
  name
  url { path }
  navigationTitle { value }
  hideInNavigation { value }
  isNavigableInMenuWhenItHasChildren { value }
  externalLink { value }
  posInMenu { value }
  orderInDropdown { value }
  hasChildren
`;

/** The navigation tree under a datasource: the first 100 root children, three levels. */
export const navigationQuery = gql`
  query Navigation($datasource: String!, $language: String!) {
    navigation(datasource: $datasource, language: $language) {
      children(first: 100) {
        results {
          ${navigationItemFields}
          children(first: 100) {
            results {
              ${navigationItemFields}
              children(first: 100) {
                results {
                  ${navigationItemFields}
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** Languages a route is published in, and the current one. */
export const languagesQuery = gql`
  query Languages($site: String!, $routePath: String!, $language: String!) {
    languages(site: $site, routePath: $routePath, language: $language) {
      available {
        name
        displayName
        englishName
        nativeName
        url {
          path
        }
      }
      current {
        name
        displayName
        englishName
        nativeName
        url {
          path
        }
      }
    }
  }
`;

/** The site's home path and the parent id of its root item. */
export const siteRootQuery = gql`
  query SiteRoot($site: String!, $language: String!) {
    siteRoot(site: $site, language: $language) {
      homePath
      rootParentId
    }
  }
`;

/** Column headers of a data table item. */
export const columnHeadersQuery = gql`
  query TableColumnHeaders($item: String!, $language: String!) {
    tableColumnHeaders(item: $item, language: $language) {
      name
      title
    }
  }
`;

/** Car brand logos (limit 65). */
export const brandLogosQuery = gql`
  query BrandLogos($language: String!, $first: Int!) {
    brandLogos(language: $language, first: $first) {
      results {
        brandCode
        name
        logo {
          src
        }
        logoBlackAndWhite {
          src
        }
      }
    }
  }
`;

/** Wildcard pages of a site (first 50). */
export const wildcardPagesQuery = gql`
  query WildcardPages($site: String!, $language: String!, $first: Int!) {
    wildcardPages(site: $site, language: $language, first: $first) {
      results {
        path
      }
    }
  }
`;
