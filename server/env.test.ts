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
    expect(mockedUpstreams(config).sort()).toEqual(Object.keys(demoUpstreamUrls).sort());
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
    expect(mockedUpstreams(config).sort()).toEqual(
      Object.keys(demoUpstreamUrls)
        .filter((name) => name !== "content")
        .sort(),
    );
  });

  it.each([
    ["search", "SEARCH_API_URL", "SEARCH_API_KEY", "demo-search-key"],
    ["tireHotel", "TIREHOTEL_API_URL", "TIREHOTEL_API_KEY", "demo-tirehotel-key"],
    ["forms", "FORMS_API_URL", "FORMS_API_KEY", "demo-forms-key"],
    ["autosOnShow", "AUTOSONSHOW_API_URL", "AUTOSONSHOW_API_KEY", "demo-autosonshow-key"],
    ["finance", "FINANCE_API_URL", "FINANCE_API_KEY", "demo-finance-key"],
    ["formBuilder", "FORMBUILDER_API_URL", "FORMBUILDER_API_KEY", "demo-formbuilder-key"],
    ["erp", "ERP_API_URL", "ERP_API_KEY", "demo-erp-key"],
    ["booking", "BOOKING_API_URL", "BOOKING_API_KEY", "demo-booking-key"],
  ] as const)(
    "calls the configured %s upstream with its key (%s, %s), the demo one otherwise",
    (name, urlVariable, keyVariable, demoKey) => {
      expect(loadConfig({}).upstreams[name]).toEqual({
        url: demoUpstreamUrls[name],
        apiKey: demoKey,
        mocked: true,
      });
      const config = loadConfig({
        [urlVariable]: "https://upstream.example.com/api",
        [keyVariable]: "upstream-secret",
      });
      expect(config.upstreams[name]).toEqual({
        url: "https://upstream.example.com/api",
        apiKey: "upstream-secret",
        mocked: false,
      });
      expect(mockedUpstreams(config)).not.toContain(name);
      expect(() => loadConfig({ [urlVariable]: "https://upstream.example.com/api" })).toThrowError(
        new RegExp(`${keyVariable}: is required when ${urlVariable} is set`),
      );
    },
  );

  it("marks demo and development deployments, where demo-only helpers show", () => {
    expect(loadConfig({}).demoDeployment).toBe(true);
    expect(loadConfig({ DEPLOY_ENV: "development" }).demoDeployment).toBe(true);
    expect(loadConfig({ DEPLOY_ENV: "staging" }).demoDeployment).toBe(false);
    expect(
      loadConfig({ DEPLOY_ENV: "production", SESSION_SECRET: "s".repeat(32) }).demoDeployment,
    ).toBe(false);
  });

  it("hands the maps browser key on when set; unset, maps show their static fallback", () => {
    expect(loadConfig({}).mapsApiKey).toBeUndefined();
    expect(loadConfig({ MAPS_API_KEY: "" }).mapsApiKey).toBeUndefined();
    expect(loadConfig({ MAPS_API_KEY: "browser-key" }).mapsApiKey).toBe("browser-key");
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
