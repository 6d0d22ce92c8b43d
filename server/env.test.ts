import { describe, expect, it } from "vitest";
import { demoEditingSecret, demoUpstreamUrls, loadConfig, mockedUpstreams } from "./env";

describe("loadConfig", () => {
  it("runs the demo with no variables at all: port 3000, content mocked", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.mode).toBe("production");
    expect(config.siteHosts.size).toBe(0);
    expect(config.upstreams.content).toEqual({
      url: demoUpstreamUrls.content,
      apiKey: "demo-key",
      mocked: true,
    });
    expect(mockedUpstreams(config)).toEqual([
      "content",
      "contentHost",
      "mediaHost",
      "search",
      "tireHotel",
      "forms",
      "autosOnShow",
    ]);
    expect(config.deployEnv).toBe("demo");
  });

  it("switches an upstream to real calls when its URL and key are set", () => {
    const config = loadConfig({
      CONTENT_GRAPHQL_URL: "https://edge.example.com/api/graphql/v1",
      CONTENT_API_KEY: "secret",
    });
    expect(config.upstreams.content).toEqual({
      url: "https://edge.example.com/api/graphql/v1",
      apiKey: "secret",
      mocked: false,
    });
    expect(mockedUpstreams(config)).toEqual([
      "contentHost",
      "mediaHost",
      "search",
      "tireHotel",
      "forms",
      "autosOnShow",
    ]);
  });

  it("sends leads to the configured forms hub with its key, the demo hub otherwise", () => {
    expect(loadConfig({}).upstreams.forms).toEqual({
      url: demoUpstreamUrls.forms,
      apiKey: "demo-forms-key",
      mocked: true,
    });
    const config = loadConfig({
      FORMS_API_URL: "https://forms.example.com/api",
      FORMS_API_KEY: "forms-secret",
    });
    expect(config.upstreams.forms).toEqual({
      url: "https://forms.example.com/api",
      apiKey: "forms-secret",
      mocked: false,
    });
    expect(mockedUpstreams(config)).not.toContain("forms");
  });

  it("asks the configured autos-on-show media service with its key, the demo one otherwise", () => {
    expect(loadConfig({}).upstreams.autosOnShow).toEqual({
      url: demoUpstreamUrls.autosOnShow,
      apiKey: "demo-autosonshow-key",
      mocked: true,
    });
    const config = loadConfig({
      AUTOSONSHOW_API_URL: "https://media.example.com/api",
      AUTOSONSHOW_API_KEY: "media-secret",
    });
    expect(config.upstreams.autosOnShow).toEqual({
      url: "https://media.example.com/api",
      apiKey: "media-secret",
      mocked: false,
    });
    expect(mockedUpstreams(config)).not.toContain("autosOnShow");
  });

  it("believes no forwarding proxy unless told how many there are", () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "many" })).toThrowError(/TRUST_PROXY_HOPS/);
  });

  it("signs tire hotel sessions with SESSION_SECRET, or a random secret per process in the demo", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    const generated = loadConfig({}).sessionSecret;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).sessionSecret).not.toBe(generated);
    expect(loadConfig({ DEPLOY_ENV: "production", NODE_ENV: "development" }).sessionSecret).toEqual(
      expect.any(String),
    );
  });

  it("edits with the documented demo secret only in demo and development", () => {
    expect(loadConfig({}).editing.secret).toBe(demoEditingSecret);
    expect(loadConfig({ DEPLOY_ENV: "development" }).editing.secret).toBe(demoEditingSecret);
    expect(loadConfig({ EDITING_SECRET: "configured" }).editing.secret).toBe("configured");
    const production = {
      NODE_ENV: "production",
      DEPLOY_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
    };
    expect(loadConfig(production).editing.secret).toBeUndefined();
    expect(loadConfig({ DEPLOY_ENV: "staging" }).editing.secret).toBeUndefined();
    expect(loadConfig({ ...production, EDITING_SECRET: "configured" }).editing.secret).toBe(
      "configured",
    );
  });

  it("shares limits through Redis only when REDIS_URL is a redis:// or rediss:// URL", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "" }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://:secret@cache.internal:6379/2" }).redisUrl).toBe(
      "redis://:secret@cache.internal:6379/2",
    );
    expect(loadConfig({ REDIS_URL: "rediss://cache.example.com" }).redisUrl).toBe(
      "rediss://cache.example.com",
    );
    for (const value of ["https://cache.example.com", "cache.internal:6379", "not a url"]) {
      expect(() => loadConfig({ REDIS_URL: value })).toThrowError(/REDIS_URL/);
    }
  });

  it("treats an empty URL as not configured", () => {
    expect(loadConfig({ CONTENT_GRAPHQL_URL: "" }).upstreams.content.mocked).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ CONTENT_GRAPHQL_URL: "not a url", CONTENT_API_KEY: "k" }, "CONTENT_GRAPHQL_URL"],
    [
      { CONTENT_GRAPHQL_URL: "ftp://edge.example.com", CONTENT_API_KEY: "k" },
      "CONTENT_GRAPHQL_URL",
    ],
    [{ CONTENT_GRAPHQL_URL: "https://edge.example.com" }, "CONTENT_API_KEY"],
    [{ SEARCH_API_URL: "https://search.example.com" }, "SEARCH_API_KEY"],
    [{ TIREHOTEL_API_URL: "https://tires.example.com" }, "TIREHOTEL_API_KEY"],
    [{ FORMS_API_URL: "https://forms.example.com" }, "FORMS_API_KEY"],
    [{ AUTOSONSHOW_API_URL: "https://media.example.com/api" }, "AUTOSONSHOW_API_KEY"],
    [{ SITE_HOSTS: "nosuchsite=example.com" }, "SITE_HOSTS"],
    [{ UPSTREAM_TIMEOUT_MS: "5" }, "UPSTREAM_TIMEOUT_MS"],
    [{ SESSION_SECRET: "too-short" }, "SESSION_SECRET"],
    [{ NODE_ENV: "production", DEPLOY_ENV: "production" }, "SESSION_SECRET"],
    [
      {
        DEPLOY_ENV: "production",
        SESSION_SECRET: "s".repeat(32),
        EDITING_HOST: "https://cms.example",
      },
      "EDITING_SECRET",
    ],
    [{ DEPLOY_ENV: "staging", EDITING_SECRET: demoEditingSecret }, "EDITING_SECRET"],
  ])("rejects %o naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(
      new RegExp(`^Invalid configuration:\\n.*${variable}:`, "s"),
    );
  });

  it("reads production host names per site", () => {
    const config = loadConfig({
      SITE_HOSTS: "automotive-se=example.se|WWW.example.se;retail-uk=example.co.uk",
    });
    expect(Object.fromEntries(config.siteHosts)).toEqual({
      "example.se": "automotive-se",
      "www.example.se": "automotive-se",
      "example.co.uk": "retail-uk",
    });
  });
});
