interface JsonPostOptions {
  headers?: Record<string, string>;
  method?: string;
}

/**
 * For route tests: a request as our pages send it, same-site (Origin and Sec-Fetch-Site) with a
 * JSON body; a string body goes as it is (to test malformed JSON), a GET has none.
 */
export function sameSiteJsonRequest(
  url: string,
  body: unknown,
  options: JsonPostOptions = {},
): Request {
  return new Request(url, sameSiteJsonInit(new URL(url).origin, body, options));
}

/** `sameSiteJsonRequest`'s method, headers and body, from a page of `origin`. */
export function sameSiteJsonInit(
  origin: string,
  body: unknown,
  { headers = {}, method = "POST" }: JsonPostOptions = {},
): RequestInit {
  return {
    method,
    headers: {
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      ...headers,
    },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}
