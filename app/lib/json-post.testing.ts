/**
 * For route tests: a request as our pages send it, same-site (Origin and Sec-Fetch-Site) with a
 * JSON body; a string body goes as it is (to test malformed JSON), a GET has none.
 */
export function sameSiteJsonRequest(
  url: string,
  body: unknown,
  { headers = {}, method = "POST" }: { headers?: Record<string, string>; method?: string } = {},
): Request {
  return new Request(url, {
    method,
    headers: {
      Origin: new URL(url).origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      ...headers,
    },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
