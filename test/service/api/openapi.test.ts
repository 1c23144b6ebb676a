/**
 * The OpenAPI document is a valid OpenAPI 3.1 document, and real responses of the running app validate
 * against the schemas it publishes (so the document describes what the service actually sends).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

let store: Store;
let home: TempHome;
let app: ReturnType<typeof createApp>;
let key: string;
let doc: Record<string, unknown>;
let ajv: Ajv2020;

beforeAll(async () => {
  home = createTempHome("cs-openapi-");
  store = await openStore({ home: home.path });
  app = createApp({ store, dashboard: false });
  const account = await store.createAccount("openapi@example.com", "password123");
  key = (await store.createApiKey(account.id, "openapi")).key;
  doc = (await request(app).get("/openapi.json")).body;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, "openapi");
});

afterAll(async () => {
  await store?.close();
  home?.remove();
});

function conforms(component: string, value: unknown): void {
  const validate = ajv.getSchema(`openapi#/components/schemas/${component}`);
  expect(validate, component).toBeDefined();
  const ok = validate!(value);
  expect(validate!.errors ?? [], `${component}: ${JSON.stringify(validate!.errors)}`).toEqual([]);
  expect(ok).toBe(true);
}

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes the responses the service really sends", async () => {
    const auth = { Authorization: `Bearer ${key}` };
    const records = [
      sampleRecord(key),
      sampleRecord(key, { ruleset: 2, capture: "none", payload: null, text: null }),
    ];
    conforms("IngestBody", records);
    const ingest = await request(app).post("/v1/interceptions").set(auth).send(records);
    conforms("IngestResult", ingest.body);
    conforms("InterceptionPage", (await request(app).get("/v1/interceptions").set(auth)).body);
    conforms("Interception", (await request(app).get(`/v1/interceptions/${records[1]!.id}`).set(auth)).body);
    conforms("Stats", (await request(app).get("/v1/stats?bucket=day").set(auth)).body);
    conforms("AuthCheck", (await request(app).get("/v1/auth/check").set(auth)).body);
    const shieldRequest = {
      payload: { output: "mail me at a@example.com" },
      rulesets: [{ name: "pii", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } }],
    };
    conforms("ShieldRequest", shieldRequest);
    conforms("ShieldResponse", (await request(app).post("/v1/shield").set(auth).send(shieldRequest)).body);
    conforms("Error", (await request(app).get("/v1/interceptions?limit=0").set(auth)).body);
    conforms("Error", (await request(app).get("/v1/stats")).body);
  });

  it("rejects what the validators reject", () => {
    const validate = ajv.getSchema("openapi#/components/schemas/InterceptionRecord")!;
    expect(validate({ ...sampleRecord(key), action: "EXPLODE" })).toBe(false);
    expect(validate({ ...sampleRecord(key), id: "not-a-uuid" })).toBe(false);
  });
});
