/**
 * `more-languages.ts`: attacks on a group in Dutch and Polish. Every text here was written for this test.
 */
import { describe, expect, it } from "vitest";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { firedPatterns } from "../../../fixtures/detectors/toxicity.js";

describe("toxicity: attacks on a group in Dutch and Polish (patterns)", () => {
  it.each([
    ["Al die asielzoekers moeten worden neergeschoten.", "identity_threat_nl"],
    ["Ik wil alle joden vermoorden.", "identity_threat_nl"],
    ["Dood aan alle homo's!", "identity_threat_nl"],
    ["Moslims zijn gewoon tuig.", "identity_dehumanise_nl"],
    ["Het leven van een gehandicapte is niets waard.", "identity_dehumanise_nl"],
    ["Ik haat feministen.", "identity_hate_nl"],
    ["Ik voel alleen maar minachting voor immigranten.", "identity_hate_nl"],
    ["Trzeba zastrzelić wszystkich imigrantów.", "identity_threat_pl"],
    ["Cyganie zasługują na śmierć.", "identity_threat_pl"],
    ["Muzułmanie to robactwo.", "identity_dehumanise_pl"],
    ["Kobiety nie są nam równe.", "identity_dehumanise_pl"],
    ["Nienawidzę wszystkich Żydów.", "identity_hate_pl"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Ik haat immigranten niet, ik ken er veel.",
    "Geen enkele moslim verdient het om te sterven.",
    "Je minachting voor vrouwen moet stoppen.",
    "Hij blijft volhouden dat joden uitschot zijn, wat onzin is.",
    "Nie nienawidzę gejów.",
    "Ludzie, którzy mówią, że imigranci są śmieciami, nie mają racji.",
    "Vluchtelingen verdienen onze steun.",
    "Kobiety są wspaniałymi liderkami.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});
