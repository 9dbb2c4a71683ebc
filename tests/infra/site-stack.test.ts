import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Aws, type Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  cognitoOrigin,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  securityHeaders,
} from "../../infra/security-headers";
import { siteViewerRequestCode } from "../../infra/site-viewer-request";
import { synthStacks } from "./synth";

let template: Template;
let site: Stack;

beforeAll(() => {
  site = synthStacks().site;
  template = Template.fromStack(site);
});

describe("site stack", () => {
  it("keeps the bucket private", () => {
    template.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it("reads the bucket through an origin access control", () => {
    template.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: "s3",
        SigningBehavior: "always",
        SigningProtocol: "sigv4",
      }),
    });
    template.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: "s3:GetObject",
            Principal: { Service: "cloudfront.amazonaws.com" },
          }),
        ]),
      },
    });
  });

  it("sends /api/* to the HTTP API, uncached, with every viewer header but Host", () => {
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        CacheBehaviors: [
          Match.objectLike({ PathPattern: "/api/activities*" }),
          Match.objectLike({
            PathPattern: "/api/*",
            // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
            CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
            OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac",
            AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
            ViewerProtocolPolicy: "redirect-to-https",
          }),
          Match.objectLike({ PathPattern: "/confirmation-inscription*" }),
        ],
        // The API's host name, cut out of its endpoint URL, reached over HTTPS only.
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { "Fn::Select": [2, { "Fn::Split": ["/", Match.anyValue()] }] },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: "https-only" }),
          }),
        ]),
      }),
    });
  });

  it("caches the calendar's answers as long as their s-maxage says, by path and cursor only", () => {
    const policies = template.findResources("AWS::CloudFront::CachePolicy");
    const [id, policy] = Object.entries(policies)[0] ?? [];
    expect(Object.keys(policies)).toHaveLength(1);
    expect(policy?.Properties.CachePolicyConfig).toEqual(
      expect.objectContaining({
        MinTTL: 0,
        DefaultTTL: 0,
        // A little above the longest s-maxage the API sends (the past pages' 300 s).
        MaxTTL: 360,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: "whitelist", QueryStrings: ["apres"] },
          HeadersConfig: { HeaderBehavior: "none" },
          CookiesConfig: { CookieBehavior: "none" },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      }),
    );
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    const [calendar, api] = distribution?.Properties.DistributionConfig.CacheBehaviors ?? [];
    // Checked before /api/*, GET and HEAD only, no origin request policy (nothing of the
    // visitor's request beyond the cursor reaches the API: no cookie, no Authorization).
    expect(calendar).toEqual(
      expect.objectContaining({
        PathPattern: "/api/activities*",
        CachePolicyId: { Ref: id },
        AllowedMethods: ["GET", "HEAD"],
        ViewerProtocolPolicy: "redirect-to-https",
      }),
    );
    expect(calendar.OriginRequestPolicyId).toBeUndefined();
    expect(calendar.TargetOriginId).toBe(api.TargetOriginId);
    // Every other API path stays uncached (the managed CachingDisabled policy).
    expect(api).toEqual(
      expect.objectContaining({
        PathPattern: "/api/*",
        CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
      }),
    );
  });

  it("sends the payment link's page to the HTTP API, never cached, with its query", () => {
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    const [, api, page] = distribution?.Properties.DistributionConfig.CacheBehaviors ?? [];
    expect(page).toEqual(
      expect.objectContaining({
        PathPattern: "/confirmation-inscription*",
        TargetOriginId: api.TargetOriginId,
        // Managed policies: CachingDisabled, and AllViewerExceptHostHeader (every query string).
        CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
        OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac",
        AllowedMethods: ["GET", "HEAD"],
        ViewerProtocolPolicy: "redirect-to-https",
      }),
    );
  });

  it("leaves the API's own 403 and 404 answers alone: no custom error responses", () => {
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    expect(distribution?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it("answers pages and missing pages with the viewer-request function, on the site's behaviour only", () => {
    // Without a build, the function of no site (tests/infra/site-viewer-request.test.ts runs it).
    const code = siteViewerRequestCode(undefined, securityHeaders(cognitoOrigin(Aws.REGION)));
    const functions = template.findResources("AWS::CloudFront::Function");
    const [[id, fn] = []] = Object.entries(functions);
    expect(Object.keys(functions)).toHaveLength(1);
    expect(fn?.Properties.FunctionConfig.Runtime).toBe("cloudfront-js-2.0");
    expect(fn?.Properties.FunctionCode).toEqual(site.resolve(code));
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    const config = distribution?.Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [id, "FunctionARN"] } },
    ]);
    // The API's behaviours and the payment link's page pass their answers unchanged.
    for (const behaviour of config.CacheBehaviors) {
      expect(behaviour.FunctionAssociations).toBeUndefined();
    }
  });

  it("builds the function from the built site, and refuses one over CloudFront's 10 KB", () => {
    const siteDir = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(siteDir, "calendrier"));
    writeFileSync(join(siteDir, "calendrier", "index.html"), "<title>Calendrier</title>");
    writeFileSync(join(siteDir, "404.html"), "<title>Page introuvable</title>");
    const withSite = Template.fromStack(synthStacks({ siteDir }).site);
    const [fn] = Object.values(withSite.findResources("AWS::CloudFront::Function"));
    expect(JSON.stringify(fn?.Properties.FunctionCode)).toContain('\\"/calendrier\\":true');
    writeFileSync(join(siteDir, "404.html"), "x".repeat(11_000));
    expect(() => synthStacks({ siteDir })).toThrow(/limit of 10240 bytes/);
  });

  it("uploads the built site only when it exists", () => {
    // The team space's config.json is written either way (tests/infra/team-auth-infra.test.ts).
    const siteDeployments = (t: Template) =>
      Object.values(t.findResources("Custom::CDKBucketDeployment")).filter(
        (d) => d.Properties.DistributionPaths?.[0] !== "/espace-equipe/config.json",
      );
    expect(siteDeployments(template)).toHaveLength(0);
    const siteDir = mkdtempSync(join(tmpdir(), "site-"));
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Accueil</title>");
    const withSite = Template.fromStack(synthStacks({ siteDir }).site);
    expect(siteDeployments(withSite)).toHaveLength(1);
    withSite.hasResourceProperties("Custom::CDKBucketDeployment", {
      DistributionPaths: ["/*"],
    });
  });
});

describe("site stack: security headers", () => {
  const policies = () =>
    Object.values(template.findResources("AWS::CloudFront::ResponseHeadersPolicy")).map(
      (r) => r.Properties.ResponseHeadersPolicyConfig,
    );

  it("sends the site's CSP, HSTS, nosniff, DENY, the referrer and permissions policies on pages", () => {
    const pages = policies().find((p) => p.Name.endsWith("security-headers-pages"));
    expect(pages.SecurityHeadersConfig).toEqual({
      // The site's CSP, with Cognito's endpoint of the deployment's region in connect-src.
      ContentSecurityPolicy: {
        ContentSecurityPolicy: site.resolve(contentSecurityPolicy(cognitoOrigin(Aws.REGION))),
        Override: true,
      },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: "DENY", Override: true },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
    });
    expect(pages.CustomHeadersConfig.Items).toEqual([
      { Header: "Permissions-Policy", Value: PERMISSIONS_POLICY, Override: true },
    ]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("lets the API keep its own CSP and referrer policy (the newsletter pages have theirs)", () => {
    const api = policies().find((p) => p.Name.endsWith("security-headers-api"));
    expect(api.SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(false);
    expect(api.SecurityHeadersConfig.ReferrerPolicy.Override).toBe(false);
    expect(api.SecurityHeadersConfig.StrictTransportSecurity.Override).toBe(true);
  });

  it("attaches the pages' policy to the default behaviour and the API's to /api/*", () => {
    const ids = Object.entries(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    const idOf = (suffix: string) =>
      ids.find(([, r]) => r.Properties.ResponseHeadersPolicyConfig.Name.endsWith(suffix))?.[0];
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ResponseHeadersPolicyId: { Ref: idOf("security-headers-pages") },
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: "/api/activities*",
            ResponseHeadersPolicyId: { Ref: idOf("security-headers-api") },
          }),
          Match.objectLike({
            PathPattern: "/api/*",
            ResponseHeadersPolicyId: { Ref: idOf("security-headers-api") },
          }),
          // The payment link's page comes from the API, but it is a page: the site's CSP.
          Match.objectLike({
            PathPattern: "/confirmation-inscription*",
            ResponseHeadersPolicyId: { Ref: idOf("security-headers-pages") },
          }),
        ],
      }),
    });
  });
});

describe("site stack: TLS and address", () => {
  const certificateArn =
    "arn:aws:acm:us-east-1:123456789012:certificate/0e1f2a3b-4c5d-6e7f-8a9b-0c1d2e3f4a5b";

  it("redirects plain HTTP to HTTPS on every behaviour", () => {
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    const config = distribution?.Properties.DistributionConfig;
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    expect(behaviours).toHaveLength(4);
    for (const behaviour of behaviours) {
      expect(behaviour.ViewerProtocolPolicy).toBe("redirect-to-https");
    }
  });

  it("without a domain, answers at its *.cloudfront.net address with CloudFront's certificate", () => {
    const [distribution] = Object.values(template.findResources("AWS::CloudFront::Distribution"));
    expect(distribution?.Properties.DistributionConfig.Aliases).toBeUndefined();
    expect(distribution?.Properties.DistributionConfig.ViewerCertificate).toBeUndefined();
  });

  it("with a domain and its certificate, serves that address with TLS 1.2 or newer only", () => {
    const site = Template.fromStack(
      synthStacks({
        customDomain: { domainName: "www.jura-vtt-vitalite.ch", certificateArn },
      }).site,
    );
    site.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        Aliases: ["www.jura-vtt-vitalite.ch"],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: "TLSv1.2_2021",
          SslSupportMethod: "sni-only",
        },
      }),
    });
  });

  it("refuses a certificate outside us-east-1, where CloudFront cannot read it", () => {
    expect(() =>
      synthStacks({
        customDomain: {
          domainName: "www.jura-vtt-vitalite.ch",
          certificateArn: certificateArn.replace("us-east-1", "eu-central-2"),
        },
      }),
    ).toThrow(/us-east-1/);
  });
});
