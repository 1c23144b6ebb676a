/** The OpenAPI 3.1 document, generated from the zod schemas the routes validate with (`z.toJSONSchema`). */

import { loadZod } from "content-shield/internal";
import type { z as Z } from "zod";
import {
  AllowlistEntryInputSchema,
  AllowlistEntrySchema,
  AllowlistQuerySchema,
  AllowlistSchema,
  AuthCheckSchema,
  CaptureReportResultSchema,
  CaptureReportSchema,
  ErrorBodySchema,
  IngestBodySchema,
  IngestResultSchema,
  InterceptionPageSchema,
  InterceptionRecordSchema,
  ListQuerySchema,
  PayloadSchema,
  ShieldBodySchema,
  ShieldResponseSchema,
  StatsQuerySchema,
  StatsSchema,
  StoredInterceptionSchema,
} from "./schemas.js";

const { z } = loadZod();

type JsonSchema = Record<string, unknown>;

const ref = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonSchema) => ({ "application/json": { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });

function queryParameters(schema: Z.ZodObject): JsonSchema[] {
  const converted = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: converted.required?.includes(name) ?? false,
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

const COMMON_ERRORS = {
  "400": errorResponse("Invalid input; `error.issues` lists each problem with its path."),
  "401": errorResponse("Missing, unknown or revoked service key."),
  "429": errorResponse("Rate limit exceeded; see the Retry-After header (seconds)."),
};

export function buildOpenApiDocument(version: string): JsonSchema {
  const registry = z.registry<{ id: string }>();
  const named: Array<[string, Z.ZodType]> = [
    ["InterceptionRecord", InterceptionRecordSchema],
    ["Payload", PayloadSchema],
    ["IngestBody", IngestBodySchema],
    ["IngestResult", IngestResultSchema],
    ["Interception", StoredInterceptionSchema],
    ["InterceptionPage", InterceptionPageSchema],
    ["Stats", StatsSchema],
    ["ShieldRequest", ShieldBodySchema],
    ["ShieldResponse", ShieldResponseSchema],
    ["AuthCheck", AuthCheckSchema],
    ["CaptureReport", CaptureReportSchema],
    ["CaptureReportResult", CaptureReportResultSchema],
    ["Error", ErrorBodySchema],
    ["AllowlistEntry", AllowlistEntrySchema],
    ["AllowlistEntryInput", AllowlistEntryInputSchema],
    ["Allowlist", AllowlistSchema],
  ];
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
    io: "input",
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as JsonSchema).$schema;
    delete (schema as JsonSchema).$id;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Content Shield service",
      version,
      description:
        "Interceptions log, stats and the shield call. Authenticate with `Authorization: Bearer <service key>`.",
    },
    components: {
      schemas,
      securitySchemes: {
        serviceKey: { type: "http", scheme: "bearer", description: "A service key (cs_…)." },
      },
    },
    security: [{ serviceKey: [] }],
    paths: {
      "/v1/interceptions": {
        post: {
          summary: "Ingest a batch of interceptions (per record; idempotent on id within the account).",
          description:
            "Each record is validated and stored on its own: the valid records of a batch are stored even when others are not, and the answer lists each refused record (its index, id and located reasons). Texts are stored with NUL and lone surrogates replaced by U+FFFD. Ids are unique per account.",
          requestBody: { required: true, content: json(ref("IngestBody")) },
          responses: {
            "200": {
              description:
                "Multi-status: how many records were stored, how many were already stored, and which were rejected and why (accepted + duplicates + rejected.length = records sent).",
              content: json(ref("IngestResult")),
            },
            ...COMMON_ERRORS,
            "413": errorResponse(
              "Body or batch too large (a client splits the batch; a record too large alone is kept aside).",
            ),
          },
        },
        get: {
          summary: "List interceptions, newest first, with filters and cursor pagination.",
          parameters: queryParameters(ListQuerySchema),
          responses: {
            "200": { description: "One page.", content: json(ref("InterceptionPage")) },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/capture-reports": {
        post: {
          summary:
            "Report interceptions a client's capture bound dropped before delivery (idempotent on id).",
          description:
            "The delivery client sends one report per key and group after a spool bound (`capture_max_bytes`, `capture_max_age`) dropped records; the dashboard's overview shows the total.",
          requestBody: { required: true, content: json(ref("CaptureReport")) },
          responses: {
            "200": {
              description: "Recorded, or already recorded.",
              content: json(ref("CaptureReportResult")),
            },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/interceptions/{id}": {
        get: {
          summary: "One interception of this account.",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "200": { description: "The interception.", content: json(ref("Interception")) },
            "404": errorResponse("No such interception in this account."),
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/stats": {
        get: {
          summary: "Counts by metric, action, group and rule, and a time series by metric.",
          parameters: queryParameters(StatsQuerySchema),
          responses: { "200": { description: "Aggregates.", content: json(ref("Stats")) }, ...COMMON_ERRORS },
        },
      },
      "/v1/shield": {
        post: {
          summary:
            "Shield a payload (input, output, contexts) with the library's semantics and return the decision: " +
            "BLOCK answers 200 with action BLOCK (message in applied.fallback); texts holds each checked text's " +
            "result, one per context in texts.contexts.",
          requestBody: { required: true, content: json(ref("ShieldRequest")) },
          responses: {
            "200": { description: "The shield response.", content: json(ref("ShieldResponse")) },
            ...COMMON_ERRORS,
            "413": errorResponse("Body too large."),
            "502": errorResponse(
              "The operator's LLM judge did not answer (llm-engine rules); the message never includes upstream details.",
            ),
            "503": errorResponse("The evaluation ran past the operator's time limit and was stopped."),
          },
        },
      },
      "/v1/allowlists": {
        get: {
          summary: "This account's allowlist: the group's entries and those for every group.",
          description:
            "Answers with a strong ETag; a request whose If-None-Match names it gets 304 without a body. The library's remote policy (`policy: { remote }`) polls it.",
          parameters: queryParameters(AllowlistQuerySchema),
          responses: {
            "200": {
              description: "The entries, oldest first.",
              headers: { ETag: { description: "Strong validator of the list.", schema: { type: "string" } } },
              content: json(ref("Allowlist")),
            },
            "304": { description: "Unchanged since the ETag in If-None-Match." },
            ...COMMON_ERRORS,
          },
        },
        post: {
          summary:
            "Add an entry (idempotent: the same group, metric, kind and value returns the existing one).",
          description:
            "Checked as a rule's `allow` entry: values at most 1000 characters and not blank, domains as host names (`acme.com`, `*.acme.com`), patterns with the `regex` metric's checks (linear-time engine, size limits). `metric` is a built-in metric that reports findings.",
          requestBody: { required: true, content: json(ref("AllowlistEntryInput")) },
          responses: {
            "201": { description: "Added.", content: json(ref("AllowlistEntry")) },
            "200": {
              description: "Already there; the existing entry.",
              content: json(ref("AllowlistEntry")),
            },
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/allowlists/{id}": {
        delete: {
          summary: "Delete an entry of this account.",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "204": { description: "Deleted." },
            "404": errorResponse("No such entry in this account."),
            ...COMMON_ERRORS,
          },
        },
      },
      "/v1/auth/check": {
        get: {
          summary: "Verify a service key.",
          responses: {
            "200": { description: "The key is valid.", content: json(ref("AuthCheck")) },
            ...COMMON_ERRORS,
          },
        },
      },
      "/healthz": {
        get: {
          summary: "Liveness and database check.",
          security: [],
          responses: { "200": { description: "Healthy." }, "503": errorResponse("Database unreachable.") },
        },
      },
    },
  };
}
