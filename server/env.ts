import { randomBytes } from "node:crypto";
import { z } from "zod";
import { siteIds } from "../sites/site-ids";

/** Where each upstream lives when it is not configured: MSW answers these in demo mode. */
export const demoUpstreamUrls = {
  content: "https://content.upstream.invalid/graphql",
  /** The CMS host behind /sitecore/api/*, /sitecore/service/* and /-/*. */
  contentHost: "https://cms.upstream.invalid",
  /** The edge media host behind /-/media/* and /-/jssmedia/*. */
  mediaHost: "https://media.upstream.invalid",
  /** The search index proxy (cars, sites, kits). */
  search: "https://search.upstream.invalid",
  /** The tire hotel service (agreements, one-time codes, wheel-change bookings). */
  tireHotel: "https://tirehotel.upstream.invalid",
  /** The forms hub (the car detail contact form's leads). */
  forms: "https://forms.upstream.invalid",
  /** The autos-on-show media service (video, 360 frames, interior panorama per car). */
  autosOnShow: "https://autosonshow.upstream.invalid",
  /** The UK finance quote provider (quotes, legal text, default products). */
  finance: "https://finance.upstream.invalid",
  /** The form builder (JotForm API: a configured form's questions). */
  formBuilder: "https://formbuilder.upstream.invalid",
  /** The dealer ERP (accessory kit quotes from the kits page). */
  erp: "https://erp.upstream.invalid",
  /** The service booking service (cars, services, workshops, times, prices, bookings). */
  booking: "https://booking.upstream.invalid",
} as const;

export type UpstreamName = keyof typeof demoUpstreamUrls;

/**
 * The upstreams called with a URL and a key: with the URL set (its key is then required) the
 * server calls it; without, the demo's MSW handlers answer at `demoUpstreamUrls` with `demoKey`.
 */
const keyedUpstreams = {
  content: { url: "CONTENT_GRAPHQL_URL", key: "CONTENT_API_KEY", demoKey: "demo-key" },
  search: { url: "SEARCH_API_URL", key: "SEARCH_API_KEY", demoKey: "demo-search-key" },
  tireHotel: { url: "TIREHOTEL_API_URL", key: "TIREHOTEL_API_KEY", demoKey: "demo-tirehotel-key" },
  forms: { url: "FORMS_API_URL", key: "FORMS_API_KEY", demoKey: "demo-forms-key" },
  autosOnShow: {
    url: "AUTOSONSHOW_API_URL",
    key: "AUTOSONSHOW_API_KEY",
    demoKey: "demo-autosonshow-key",
  },
  finance: { url: "FINANCE_API_URL", key: "FINANCE_API_KEY", demoKey: "demo-finance-key" },
  formBuilder: {
    url: "FORMBUILDER_API_URL",
    key: "FORMBUILDER_API_KEY",
    demoKey: "demo-formbuilder-key",
  },
  erp: { url: "ERP_API_URL", key: "ERP_API_KEY", demoKey: "demo-erp-key" },
  booking: { url: "BOOKING_API_URL", key: "BOOKING_API_KEY", demoKey: "demo-booking-key" },
} as const satisfies Partial<Record<UpstreamName, { url: string; key: string; demoKey: string }>>;

type KeyedUpstreamName = keyof typeof keyedUpstreams;

/**
 * The editing secret of the demo (README): page editing works out of the box when `DEPLOY_ENV`
 * is `demo` or `development` and `EDITING_SECRET` is unset. Production and staging never use it.
 */
export const demoEditingSecret = "forecourt-demo-editing";

const demoDeployEnvs: readonly string[] = ["demo", "development"];

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

/** `REDIS_URL`: redis:// or rediss:// (TLS), with credentials and database if needed. */
const optionalRedisUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url({ protocol: /^rediss?$/ }).optional());

const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * `SITE_HOSTS`: production host names per site, `site=host[|host…]` joined by `;`,
 * e.g. `automotive-se=example.se|www.example.se;retail-uk=example.co.uk`.
 */
const siteHosts = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const hosts = new Map<string, string>();
    if (!value) return hosts;
    for (const entry of value.split(";").filter(Boolean)) {
      const [site, list] = entry.split("=");
      if (!site || !list || !(siteIds as readonly string[]).includes(site.trim())) {
        ctx.addIssue({ code: "custom", message: `unknown site or malformed entry "${entry}"` });
        return z.NEVER;
      }
      for (const host of list.split("|")) hosts.set(host.trim().toLowerCase(), site.trim());
    }
    return hosts;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_HOSTS: siteHosts,
    CONTENT_GRAPHQL_URL: optionalUrl.optional(),
    CONTENT_API_KEY: optionalSecret,
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    CONTENT_HOST_URL: optionalUrl.optional(),
    MEDIA_HOST_URL: optionalUrl.optional(),
    SEARCH_API_URL: optionalUrl.optional(),
    SEARCH_API_KEY: optionalSecret,
    TIREHOTEL_API_URL: optionalUrl.optional(),
    TIREHOTEL_API_KEY: optionalSecret,
    FORMS_API_URL: optionalUrl.optional(),
    FORMS_API_KEY: optionalSecret,
    AUTOSONSHOW_API_URL: optionalUrl.optional(),
    AUTOSONSHOW_API_KEY: optionalSecret,
    FINANCE_API_URL: optionalUrl.optional(),
    FINANCE_API_KEY: optionalSecret,
    FORMBUILDER_API_URL: optionalUrl.optional(),
    FORMBUILDER_API_KEY: optionalSecret,
    ERP_API_URL: optionalUrl.optional(),
    ERP_API_KEY: optionalSecret,
    BOOKING_API_URL: optionalUrl.optional(),
    BOOKING_API_KEY: optionalSecret,
    MAPS_API_KEY: optionalSecret,
    IMAGE_ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    DEPLOY_ENV: z.enum(["production", "staging", "development", "demo"]).default("demo"),
    EDITING_HOST: optionalUrl.optional(),
    EDITING_SECRET: optionalSecret,
    REDIS_URL: optionalRedisUrl.optional(),
    SESSION_SECRET: optionalSecret.pipe(
      z.string().min(32, "must have at least 32 characters").optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DEPLOY_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (signs the tire hotel session cookies)",
      });
    }
    if (!demoDeployEnvs.includes(env.DEPLOY_ENV)) {
      if (env.EDITING_HOST && !env.EDITING_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["EDITING_SECRET"],
          message: `is required when EDITING_HOST is set and DEPLOY_ENV is ${env.DEPLOY_ENV}`,
        });
      }
      if (env.EDITING_SECRET === demoEditingSecret) {
        ctx.addIssue({
          code: "custom",
          path: ["EDITING_SECRET"],
          message: `must not be the demo's published secret when DEPLOY_ENV is ${env.DEPLOY_ENV}`,
        });
      }
    }
    for (const { url, key } of Object.values(keyedUpstreams)) {
      if (env[url] && !env[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: `is required when ${url} is set` });
      }
    }
  });

/** Every environment variable the server reads (the README's configuration table lists them). */
export const configVariableNames = Object.keys(envSchema.shape);

export interface UpstreamConfig {
  url: string;
  apiKey: string;
  /** True when no URL was configured and MSW answers from fixtures. */
  mocked: boolean;
}

export interface AppConfig {
  mode: "development" | "production" | "test";
  port: number;
  /** Production host name -> site id. Empty in the demo. */
  siteHosts: ReadonlyMap<string, string>;
  upstreamTimeoutMs: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For/-Proto entries are believed (client
   * address for rate limits, HTTPS for HSTS). 0 believes none: a client cannot pick its address.
   */
  trustProxyHops: number;
  upstreams: Record<UpstreamName, UpstreamConfig>;
  /** Hosts whose images the image route may fetch and optimise (besides the media host). */
  imageAllowedHosts: readonly string[];
  /** Only "production" is indexed by search engines (robots.txt). */
  deployEnv: "production" | "staging" | "development" | "demo";
  /**
   * The CMS editor's origin (may frame editing renders) and the shared editing secret: the
   * configured one, the demo's in demo and development, none (editing refused) otherwise.
   */
  editing: { host?: string; secret?: string };
  /**
   * Where rate-limit counters and one-time-code lockouts live: Redis, shared by every instance,
   * when set; this process's memory otherwise (docs/decisions/0013).
   */
  redisUrl?: string;
  /**
   * Signs the tire hotel session cookies (HMAC-SHA256). Without `SESSION_SECRET` a random one per
   * process: sessions end with the process and do not carry over to another instance.
   */
  sessionSecret: string;
  /**
   * The browser key of the maps service (`MAPS_API_KEY`): public by nature, it reaches the
   * browser, so restrict it to the sites' referrers. Without it every map shows its static
   * fallback (the demo).
   */
  mapsApiKey?: string;
  /** `DEPLOY_ENV` is demo or development: demo-only helpers show (the kits page's test session). */
  demoDeployment: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once; an invalid value names its variable. */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    siteHosts: env.SITE_HOSTS,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    upstreams: {
      ...keyedUpstreamConfigs(env),
      contentHost: env.CONTENT_HOST_URL
        ? { url: env.CONTENT_HOST_URL, apiKey: env.CONTENT_API_KEY ?? "", mocked: false }
        : { url: demoUpstreamUrls.contentHost, apiKey: "demo-key", mocked: true },
      mediaHost: env.MEDIA_HOST_URL
        ? { url: env.MEDIA_HOST_URL, apiKey: "", mocked: false }
        : { url: demoUpstreamUrls.mediaHost, apiKey: "", mocked: true },
    },
    imageAllowedHosts: env.IMAGE_ALLOWED_HOSTS,
    deployEnv: env.DEPLOY_ENV,
    editing: {
      host: env.EDITING_HOST,
      secret:
        env.EDITING_SECRET ??
        (demoDeployEnvs.includes(env.DEPLOY_ENV) ? demoEditingSecret : undefined),
    },
    redisUrl: env.REDIS_URL,
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    mapsApiKey: env.MAPS_API_KEY,
    demoDeployment: demoDeployEnvs.includes(env.DEPLOY_ENV),
  };
}

function keyedUpstreamConfigs(
  env: z.infer<typeof envSchema>,
): Record<KeyedUpstreamName, UpstreamConfig> {
  const entries = (Object.keys(keyedUpstreams) as KeyedUpstreamName[]).map((name) => {
    const { url, key, demoKey } = keyedUpstreams[name];
    const configuredUrl = env[url];
    const upstream: UpstreamConfig = configuredUrl
      ? { url: configuredUrl, apiKey: env[key] ?? "", mocked: false }
      : { url: demoUpstreamUrls[name], apiKey: demoKey, mocked: true };
    return [name, upstream] as const;
  });
  return Object.fromEntries(entries) as Record<KeyedUpstreamName, UpstreamConfig>;
}

export function mockedUpstreams(config: AppConfig): UpstreamName[] {
  return (Object.keys(config.upstreams) as UpstreamName[]).filter(
    (name) => config.upstreams[name].mocked,
  );
}
