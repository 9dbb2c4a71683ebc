import { existsSync } from "node:fs";
import { Duration, Fn, RemovalPolicy, Stack, type StackProps, Token } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import type { Construct } from "constructs";
import {
  CALENDAR_CACHE_MAX_TTL_SECONDS,
  CALENDAR_CACHE_PATH_PATTERN,
} from "../../functions/api/calendar-cache";
import { CONFIRMATION_PATH } from "../../shared/payments/payment-link";
import type { TeamAuthConfig } from "../../shared/schemas/team";
import {
  cognitoOrigin,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  securityHeaders,
} from "../security-headers";
import { siteViewerRequestCode } from "../site-viewer-request";

/** The site's own address and its certificate (in us-east-1, where CloudFront reads them). */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

/** The payment link's page, with or without its trailing slash: served by the api function. */
export const PAYMENT_PAGE_PATH_PATTERN = `${CONFIRMATION_PATH}*`;

export interface SiteStackProps extends StackProps {
  prefix: string;
  httpApi: HttpApi;
  /** The built site (web/dist); deployed to the bucket when present. */
  siteDir?: string;
  /**
   * Served at this address with TLS 1.2 or newer. Without it, the distribution answers at its
   * *.cloudfront.net address, whose shared certificate CloudFront keeps open to TLS 1.0.
   */
  customDomain?: CustomDomain;
  /** Where the team space signs in, served at /espace-equipe/config.json (public values). */
  teamAuth: Omit<TeamAuthConfig, "endpoint">;
}

/** The team space's sign-in settings, beside the site (shared/schemas/team.ts). */
export const TEAM_AUTH_CONFIG_KEY = "espace-equipe/config.json";

/** A certificate CloudFront can use: ACM's, in us-east-1 (a token is taken as it is). */
export function checkCloudFrontCertificate(arn: string): void {
  if (Token.isUnresolved(arn)) return;
  if (!/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(arn)) {
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there): ${arn}`,
    );
  }
}

/** The built site's directory when it exists: without a build, the site is not deployed. */
function siteDirOf(siteDir: string | undefined): string | undefined {
  return siteDir && existsSync(siteDir) ? siteDir : undefined;
}

/** The static site in a private bucket behind CloudFront, which also routes /api/* to the API. */
export class SiteStack extends Stack {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);

    this.bucket = new Bucket(this, "SiteBucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // The headers of infra/security-headers.ts on every answer. The pages get the site's CSP; the
    // API keeps its own where it sends one (the newsletter's small HTML pages have theirs).
    // connect-src also names Cognito's endpoint, which the team space's sign-in calls.
    const signInOrigin = cognitoOrigin(props.teamAuth.region);
    const csp = contentSecurityPolicy(signInOrigin);
    const pageHeaders = this.securityHeaders(props.prefix, "pages", true, csp);

    const siteDir = siteDirOf(props.siteDir);
    // Pages read from <route>/index.html; a missing page gets the site's 404 page from the
    // function itself (infra/site-viewer-request.ts), never from CloudFront's error responses.
    const rewrite = new CloudFrontFunction(this, "RewriteToIndex", {
      functionName: `${props.prefix}-rewrite-to-index`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteViewerRequestCode(siteDir, securityHeaders(signInOrigin))),
    });
    const apiHeaders = this.securityHeaders(props.prefix, "api", false, csp);

    // https://<id>.execute-api.<region>.amazonaws.com -> the host name alone.
    const apiDomain = Fn.select(2, Fn.split("/", props.httpApi.apiEndpoint));

    const apiOrigin = new HttpOrigin(apiDomain);
    // The calendar's answers say how long shared caches keep them (functions/api/calendar-cache.ts):
    // CloudFront follows them, keyed by the path and the past pages' cursor only (no header, no
    // cookie: the calendar is the same for everyone), so a burst of visitors costs one call.
    const calendarCache = new CachePolicy(this, "CalendarCache", {
      cachePolicyName: `${props.prefix}-calendar`,
      comment: "The calendar's outings: as long as the API's s-maxage says",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(CALENDAR_CACHE_MAX_TTL_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.allowList("apres"),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const domain = props.customDomain;
    if (domain) checkCloudFrontCertificate(domain.certificateArn);
    this.distribution = new Distribution(this, "Distribution", {
      comment: `${props.prefix} site`,
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, "Certificate", domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: "index.html",
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // The first pattern that matches wins: the calendar's before the rest of /api, uncached.
      additionalBehaviors: {
        [CALENDAR_CACHE_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: calendarCache,
          responseHeadersPolicy: apiHeaders,
        },
        "/api/*": {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
        // The payment link's page is rendered by the api function with the visitor's summary
        // (functions/api/visitor-page.ts): never cached, its query (the link) passed on, and the
        // pages' headers (the site's CSP), since it is a page of the site.
        [PAYMENT_PAGE_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: pageHeaders,
        },
      },
      // No errorResponses: they would replace the API's own 403/404 answers too. Missing pages
      // are answered by the viewer-request function above.
    });

    const site = siteDir
      ? new BucketDeployment(this, "DeploySite", {
          sources: [Source.asset(siteDir)],
          destinationBucket: this.bucket,
          distribution: this.distribution,
          distributionPaths: ["/*"],
          // Written by the deployment below: the site's copy must not prune it.
          exclude: [TEAM_AUTH_CONFIG_KEY],
        })
      : undefined;
    // The pool's ids are known once it is deployed: written from its tokens at deploy time,
    // never cached (a new pool or client takes effect at once).
    const teamAuthConfig: TeamAuthConfig = {
      ...props.teamAuth,
      endpoint: `${cognitoOrigin(props.teamAuth.region)}/`,
    };
    const config = new BucketDeployment(this, "DeployTeamAuthConfig", {
      sources: [Source.jsonData(TEAM_AUTH_CONFIG_KEY, teamAuthConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: [`/${TEAM_AUTH_CONFIG_KEY}`],
      prune: false,
      cacheControl: [CacheControl.noCache()],
    });
    if (site) config.node.addDependency(site);
  }

  private securityHeaders(prefix: string, name: string, overrideCsp: boolean, csp: string) {
    return new ResponseHeadersPolicy(this, `SecurityHeaders-${name}`, {
      responseHeadersPolicyName: `${prefix}-security-headers-${name}`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: csp,
          override: overrideCsp,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          // The value of REFERRER_POLICY (tests/infra/site-stack.test.ts compares them).
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: overrideCsp,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: "Permissions-Policy", value: PERMISSIONS_POLICY, override: true },
        ],
      },
    });
  }
}
