/**
 * Attacks on a group in Dutch and Polish, the sentence patterns of `i18n-sentences.ts` in two more languages:
 * the speaker's hatred or contempt ("ik haat …", "gardzę …"), a group said to be filth or vermin ("… zijn
 * uitschot", "… są szumowinami"), lives said to be worthless or a right to live denied, and killing wished or
 * announced ("… moeten worden doodgeschoten", "ktoś powinien zabić tych …"). Written from each language's
 * grammar against the skeleton (lower-case, accents removed; Polish "ł" stays), so "Żydzi są" reads "zydzi sa".
 */

import { any, rx } from "../text/phrase.js";
import type { ToxicPattern } from "./sentences.js";

/** Denials of Dutch and Polish ("niet", "geen", "nooit"; "nie", "nigdy", "żaden"). */
const DENIALS: ReadonlySet<string> = new Set(
  "niet geen nooit nie nigdy zaden zadna zadne zadnych".split(" "),
);
/** "…blijft volhouden dat …", "…którzy mówią, że …", "wierzysz, że …": what follows is reported, not said. */
const REPORTED =
  /\b(?:volhouden|volhoudt|zeggen|zegt|beweren|beweert|geloven|gelooft|denken|denkt|roepen|roept|schrijven|schrijft) dat\b|\b(?:mowia|mowi|mowisz|mowic|twierdza|twierdzi|twierdzisz|wierzysz|wierza|wierzy|upierac sie|upierasz sie|uwazasz|uwazaja|pisza|piszesz|myslisz|sadzisz)(?: [a-z]+){0,2} ze\b/;
/** "Czy to nie czyni oczywistym, że …", "is het niet duidelijk dat …": a negated question that asserts what follows. */
const RHETORICAL = /\b(?:czy to nie|czy nie jest|czy to nie jest|is het niet|zijn ze niet)\b/;

/**
 * Whether the five words before `start` in the skeleton `s` deny the match ("geen … verdient het om te sterven",
 * "nie nienawidzę …") unless they ask a rhetorical question, or report it ("ludzi, którzy mówią, że …"), or the two
 * words after `end` hold "niet" ("ik haat … niet").
 */
function deniedNearby(s: string, start: number, end: number): boolean {
  const window = s.slice(Math.max(0, start - 50), start);
  const before = window
    .split(" ")
    .filter((word) => word !== "")
    .slice(-6);
  if (before.some((word) => DENIALS.has(word)) && !RHETORICAL.test(window)) return true;
  if (REPORTED.test(window)) return true;
  const after = s
    .slice(end, end + 24)
    .split(" ")
    .slice(1, 3);
  return after.includes("niet");
}

/** Up to `n` words, Polish "ł" included, none of them a negation ("niet", "geen", "nie", "nigdy"). */
const plainGap = (n: number) =>
  `(?: (?!${any("niet|geen|nooit|nie|nigdy|zadnych|zaden")}\\b)[a-zł]+){0,${n}}`;

/** Dutch group names (plural and singular, as HateCheck-style sentences and comments use them). */
const NL_GROUPS =
  "vrouwen|moslims|moslim|islamieten|immigranten|immigrant|migranten|vluchtelingen|asielzoekers|buitenlanders|transgenders|transgender|transpersonen|trans personen|homo s|homos|homo|homoseksuelen|homoseksueel|homoseksuele|lesbiennes|lesbienne|zwarte personen|zwarte mensen|zwarten|zwarte|negers|gehandicapten|gehandicapte|joden|jood|aziaten|marokkanen|turken|zigeuners|arabieren|feministen";
/** What a Dutch group is said to be. */
const NL_VERMIN =
  "de ergste|absoluut de ergste|een virus|een kankergezwel|kankergezwel|de domste mensen|zo dom|waardeloos|waardeloze|waardeloos uitschot|uitschot|afval|tuig|ongedierte|ratten|kakkerlakken|parasieten|beesten|dieren|varkens|vuil|vuilnis|stront|zielig|walgelijk|walgelijke|afstotend|afstotelijk|smerig|vies|minderwaardig|minderwaardige wezens|een plaag|een ziekte|kanker|een pest|schorem|klootzakken|idioten|debielen|achterlijk|dom|gestoord|een schande|een bedreiging|niets waard|niks waard|geen mensen|onmenselijk|beestachtig|primitief|tuig van de richel";
const NL_KILL =
  "doden|vermoorden|doodschieten|neerschieten|neersteken|afslachten|ophangen|executeren|uitroeien|vergassen|verbranden|martelen|lynchen|afmaken|kapotmaken";
const NL_KILLED =
  "gedood|vermoord|doodgeschoten|neergeschoten|neergestoken|afgeslacht|opgehangen|geexecuteerd|uitgeroeid|vergast|verbrand|gemarteld|gelyncht|afgemaakt";

/** Polish group names in the cases sentences use them (nominative, genitive, instrumental, dative). */
const PL_GROUPS =
  "kobiety|kobiet|kobietami|kobietom|muzułmanie|muzułmanow|muzułmanami|muzułmanom|muzułmanin|imigranci|imigrantow|imigrantami|imigrantom|uchodzcy|uchodzcow|uchodzcami|osoby transpłciowe|osob transpłciowych|osobami transpłciowymi|osobom transpłciowym|transseksualisci|transseksualistow|geje|gejow|gejami|gejom|pedały|pedałow|lesbijki|lesbijek|lesbijkami|homoseksualisci|homoseksualistow|homoseksualistami|czarni|czarnych|czarnymi|czarnym|murzyni|murzynow|murzynami|niepełnosprawni|niepełnosprawnych|niepełnosprawnymi|niepełnosprawnym|zydzi|zydow|zydami|zydom|azjaci|azjatow|azjatami|cyganie|cyganow|cyganami|arabowie|arabow|arabami|feministki|feministek";
/** What a Polish group is said to be (instrumental after "są", and nominative). */
const PL_VERMIN =
  "bezwartosciowym brudem|brudem|brud|gorsi|gorszymi|ohydni|ohydne|pomniejszymi istotami|smieciami|smieci|ludzkimi smieciami|szumowinami|szumowiny|karaluchami|karaluchy|robactwem|robactwo|szczurami|szczury|pasozytami|pasozyty|zwierzetami|zwierzeta|bydłem|bydło|scierwem|scierwo|gownem|gowno|zaraza|zarazą|plaga|plagą|rakiem|obrzydliwi|obrzydliwe|odrazajacy|odrazajace|bezwartosciowi|bezwartosciowe|podludzmi|podludzie|nic niewarci|nic niewarte|debilami|idiotami|głupi|głupie|ignorantami|załosni|załosne|hanba|zagrozeniem|degeneratami|zboczencami|chorzy psychicznie";
const PL_KILL =
  "zabic|zabijac|zastrzelic|zadzgac|powiesic|spalic|zagazowac|wymordowac|wytepic|eksterminowac|zlikwidowac|torturowac|udusic|rozstrzelac|zaszlachtowac|wykonczyc|pobic|zatłuc";

/** The gate words of a language's patterns: every match names one of its groups. */
const gateWords = (groups: string): string =>
  [...new Set(groups.split(/[| ]/).filter((word) => word.length >= 3))].join(" ");
const NL_WORDS = gateWords(NL_GROUPS);
const PL_WORDS = gateWords(PL_GROUPS);

const PATTERNS: readonly ToxicPattern[] = [
  {
    // "… moeten allemaal worden doodgeschoten", "iemand zou die … moeten neersteken", "ik wil alle … doden", "dood
    // aan alle …", "… verdienen de dood".
    id: "identity_threat_nl",
    words: NL_WORDS,
    label: "threat",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(NL_GROUPS)}${plainGap(5)} ${any("moeten|zouden|horen|mogen")}${plainGap(3)} ${any(NL_KILLED)}`,
      `${any("ik wil|ik ga|ik zal|ik wou dat|iemand zou|iemand moet|we moeten|we zouden|laten we|ik zou graag")}${plainGap(3)} ${any(NL_GROUPS)}${plainGap(4)} ${any(`${NL_KILL}|${NL_KILLED}`)}`,
      `dood aan${any(" alle| de| die")}? ${any(NL_GROUPS)}`,
      `${any(NL_GROUPS)}${plainGap(2)} ${any("werden|worden|zouden worden|zijn")} ${any(NL_KILLED)}`,
      `${any("wurgen|een einde maken aan|ontdoen van|af moeten van|afkomen van")}${any(" alle| al die| die| deze| de")}? ${any(NL_GROUPS)}`,
      `${any(NL_GROUPS)}${plainGap(3)} ${any("verdienen|verdient")}${plainGap(2)} ${any("de dood|te sterven|te lijden|de kogel")}`,
    ),
  },
  {
    // "… zijn waardeloos uitschot", "… zoals jij zijn gewoon afval", "de levens van … zijn waardeloos", "… hebben
    // geen recht om te leven".
    id: "identity_dehumanise_nl",
    words: NL_WORDS,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(NL_GROUPS)}${any(" zoals jij| zoals jullie| zoals zij")}? ${any("zijn|is|blijven")}${plainGap(3)} ${any(NL_VERMIN)}`,
      `${any("het leven|de levens|levens")} van${plainGap(1)} ${any(NL_GROUPS)} ${any("zijn|is")}${plainGap(2)} ${any("waardeloos|niets waard|niks waard|minder waard")}`,
      `${any(NL_GROUPS)}${plainGap(2)} ${any("hebben geen recht|verdienen het niet|horen niet")}${plainGap(2)} ${any("te leven|om te leven|te bestaan|hier|in dit land|in een beschaafd land")}`,
    ),
  },
  {
    // "Ik haat …", "ik voel niets dan minachting voor …", "ik kan … niet uitstaan", "… kunnen doodvallen".
    id: "identity_hate_nl",
    words: NL_WORDS,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("ik haat|ik veracht|ik walg van|wij haten|we haten")}${any(" alle| de| deze| die| al die| al deze")}? ${any(NL_GROUPS)}`,
      `${any("ik voel|ik heb|ik koester|ik heb alleen maar|ik voel alleen maar")}${plainGap(2)} ${any("minachting|haat|walging|afkeer|woede")} ${any("voor|tegen|van")}${any(" alle| de| deze| die")}? ${any(NL_GROUPS)}`,
      `${any("kan|kunnen")}${any(" alle| de| deze| die")}? ${any(NL_GROUPS)}${plainGap(2)} niet uitstaan`,
      `${any(NL_GROUPS)}${plainGap(2)} ${any("kunnen de pot op|kunnen doodvallen|kunnen de tering krijgen|kunnen de kanker krijgen|kunnen oprotten")}`,
    ),
  },
  {
    // "Chcę zabić wszystkich …", "ktoś powinien zadźgać tych …", "… powinni zginąć", "… zasługują na śmierć",
    // "egzekucja jest jedynym rozwiązaniem dla tych …", "śmierć …".
    id: "identity_threat_pl",
    words: PL_WORDS,
    label: "threat",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("chce|chciałbym|chciałabym|zamierzam|bede|musimy|powinnismy|trzeba|nalezy|ktos powinien|ktos musi|pora|czas")}${plainGap(3)} ${any(PL_KILL)}${plainGap(3)} ${any(PL_GROUPS)}`,
      `${any(PL_GROUPS)}${plainGap(4)} ${any("powinni|powinny|musza|zasługuja na|zasługujecie na|zasługuje na")}${plainGap(2)} ${any(`${PL_KILL}|smierc|umrzec|zginac|cierpiec|byc martwi|byc martwe|kule|stryczek`)}`,
      `${any("egzekucja|smierc|kula w łeb|komora gazowa")}${plainGap(5)} ${any(PL_GROUPS)}`,
      `${any(PL_GROUPS)}${plainGap(4)} ${any("byliby martwi|byłyby martwe|powinni byc martwi|zasługuja na smierc")}`,
    ),
  },
  {
    // "… są szumowinami", "ci … są niczym innym jak karaluchami", "… nie są nam równi", "… nie mają miejsca na tej
    // ziemi", "życie … nic nie jest warte".
    id: "identity_dehumanise_pl",
    words: PL_WORDS,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(PL_GROUPS)}${any(" tacy jak ty| takie jak ty| jak ty| jak wy")}? ${any("sa|to")}${plainGap(3)} ${any(PL_VERMIN)}`,
      `${any(PL_GROUPS)}${plainGap(3)} ${any("nie sa nam rowni|nie sa nam rowne|nie sa ludzmi|nie maja miejsca|nie maja prawa zyc|nie maja prawa do zycia|nie zasługuja na zycie|nie zasługuja by zyc")}`,
      `zycie${plainGap(1)} ${any(PL_GROUPS)}${plainGap(2)} ${any("jest nic niewarte|nic nie jest warte|nie jest nic warte|jest bezwartosciowe")}`,
    ),
  },
  {
    // "Nienawidzę …", "gardzę …", "… napełniają mnie wściekłością", "… powinny być w zoo".
    id: "identity_hate_pl",
    words: PL_WORDS,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("nienawidze|gardze|brzydze sie|nie znosze|nie cierpie|nienawidzimy|gardzimy")}${any(" wszystkimi| wszystkich| tymi| tych| tymi wszystkimi")}? ${any(PL_GROUPS)}`,
      `${any(PL_GROUPS)}${plainGap(6)} ${any("napełniaja mnie|wzbudzaja we mnie|budza we mnie")}${plainGap(1)} ${any("wscieklosc|wsciekłoscia|obrzydzenie|obrzydzeniem|odraze|odraza|nienawisc|nienawiscia")}`,
      `${any(PL_GROUPS)}${plainGap(3)} ${any("powinni byc|powinny byc|do")} ${any("w zoo|zoo|w klatce|w klatkach|w obozie|w obozach|gazu|pieca|obozu")}`,
    ),
  },
];

export const MORE_LANGUAGE_PATTERNS: readonly ToxicPattern[] = PATTERNS.map((pattern) => ({
  ...pattern,
  negated: deniedNearby,
}));

/** Every group word of these patterns, one word each ("osoby transpłciowe" gives both): a text without any skips them all. */
export const MORE_LANGUAGE_GROUP_WORDS: readonly string[] = `${NL_GROUPS}|${PL_GROUPS}`.split(/[| ]/);
