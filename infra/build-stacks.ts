import type { App } from "aws-cdk-lib";
import type { Resources, RuntimeSettings } from "./resources";
import { ApiStack } from "./stacks/api-stack";
import { DataStack } from "./stacks/data-stack";
import { MessagingStack } from "./stacks/messaging-stack";
import { MonitoringStack } from "./stacks/monitoring-stack";
import { type CustomDomain, SiteStack } from "./stacks/site-stack";
import { TeamAuthStack } from "./stacks/team-auth-stack";

export interface BuildOptions {
  resources: Resources;
  settings: RuntimeSettings;
  rootDir: string;
  siteDir?: string;
  /** The site's address with its certificate; without it, the *.cloudfront.net address. */
  customDomain?: CustomDomain;
  /** Each function's reserved concurrency (default on; off for a new account). */
  reservedConcurrency?: boolean;
}

/**
 * The product's stacks, all built from one resource definition. Environment-agnostic (no
 * account or region, no look-ups) so that `cdk synth` works offline and without credentials.
 */
export function buildStacks(app: App, options: BuildOptions) {
  const { resources } = options;
  const name = (part: string) => `${resources.prefix}-${part}`;
  const data = new DataStack(app, "Data", { stackName: name("data"), resources });
  const messaging = new MessagingStack(app, "Messaging", {
    stackName: name("messaging"),
    resources,
  });
  const teamAuth = new TeamAuthStack(app, "TeamAuth", {
    stackName: name("team-auth"),
    resources,
  });
  const api = new ApiStack(app, "Api", {
    stackName: name("api"),
    resources,
    settings: options.settings,
    rootDir: options.rootDir,
    siteDir: options.siteDir,
    tables: data.tables,
    queues: messaging.queues,
    bus: messaging.bus,
    teamPool: { userPool: teamAuth.userPool, client: teamAuth.client },
    reservedConcurrency: options.reservedConcurrency,
  });
  const site = new SiteStack(app, "Site", {
    stackName: name("site"),
    prefix: resources.prefix,
    httpApi: api.httpApi,
    siteDir: options.siteDir,
    customDomain: options.customDomain,
    teamAuth: {
      region: teamAuth.region,
      userPoolId: teamAuth.userPool.userPoolId,
      clientId: teamAuth.client.userPoolClientId,
    },
  });
  const monitoring = new MonitoringStack(app, "Monitoring", {
    stackName: name("monitoring"),
    resources,
    functions: api.functions,
    httpApi: api.httpApi,
    alarmEmail: options.settings.providerEmail,
  });
  // Its alarms watch the dead-letter queues by name: they exist once the messaging stack does.
  monitoring.addStackDependency(messaging);
  return { data, messaging, teamAuth, api, site, monitoring };
}
