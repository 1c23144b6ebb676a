/**
 * Attacks on a group in Spanish, French, German, Portuguese and Italian, the sentence patterns of
 * `sentences.ts` in those languages: the speaker's hatred of a group ("odio a los inmigrantes"), a group said
 * to be vermin or filth ("les X sont des rats"), calls to kill a group ("hay que matar a todos los X") and
 * wishes that a group die ("X sollten sterben"). Written against the skeleton (lower-case, accents removed),
 * so "ich hasse Flüchtlinge" reads "ich hasse fluchtlinge". A negation before the verb ("no son", "ne sont
 * pas", "sind keine") is no match.
 */

import { any, rx } from "../text/phrase.js";
import type { ToxicPattern } from "./sentences.js";

/** "… like you" after the group ("les blacks comme vous sont…"). */
const LIKE_YOU =
  " comme vous| comme toi| comme eux| como tu| como usted| como ustedes| como voce| como voces| como eles| come te| come voi| come loro";
/** Negations that may follow the verb ("no son", "ne sont pas", "non sono"): the gap after "are" holds none. */
const NEGATIONS = "no|nao|non|pas|jamais|nunca|mai|nem|ni";

interface Language {
  groups: string;
  /** The speaker's hatred: verb forms, then an optional article before the group. */
  hate: string;
  articles: string;
  /** "are", then what the group is said to be. */
  are: string;
  vermin: string;
  /** A call to kill: the modal part, the verbs, the articles before the group. */
  must: string;
  kill: string;
  /** "should die", after the group. */
  shouldDie: string;
}

const LANGUAGES: Record<"es" | "fr" | "pt" | "it", Language> = {
  es: {
    groups:
      "mujeres|inmigrantes|trans|homos|sudacas|extranjeros|refugiados|musulmanes|judios|negros|gays|homosexuales|maricones|gitanos|discapacitados|transexuales|lesbianas|migrantes|moros|arabes",
    hate: "odio|detesto|desprecio|aborrezco|no soporto",
    articles: "a |a los |a las |a todos los |a todas las |a esos |a esas |a estos |a estas |los |las ",
    are: "son",
    vermin:
      "ratas|parasitos|un asco|una lacra|mierda|podridos|seres inferiores|un azote|basura|escoria|animales|cerdos|inferiores|asquerosos|asquerosas|una plaga|una enfermedad|un cancer|subhumanos|alimanas|cucarachas|repugnantes|despreciables|una amenaza|salvajes|violadores|terroristas",
    must: "hay que|deberiamos|debemos|voy a|vamos a|quiero",
    kill: "matar|exterminar|eliminar|quemar|fusilar|colgar|ahorcar|acabar con",
    shouldDie:
      "deberian morir|merecen morir|tienen que morir|deberian ser exterminados|merecen sufrir|deben morir",
  },
  fr: {
    groups:
      "femmes|immigres|blacks|trans|homos|bougnoules|immigrants|etrangers|refugies|musulmans|juifs|noirs|gays|homosexuels|pedes|gitans|handicapes|transsexuels|lesbiennes|migrants|arabes",
    hate: "je deteste|je hais|je meprise|je ne supporte pas|j execre",
    articles: "les |tous les |toutes les |ces ",
    are: "sont",
    vermin:
      "des rats|des parasites|degueulasses|des pourritures|des etres inferieurs|un fleau|abrutis|abruties|ignobles|immondes|des ordures|des ordures|de la vermine|des animaux|des porcs|inferieurs|inferieures|degoutants|degoutantes|une plaie|une maladie|un cancer|des sous hommes|de la racaille|des cafards|repugnants|repugnantes|meprisables|une menace|des sauvages|des violeurs|des terroristes|des dechets",
    must: "il faut|on doit|on devrait|je vais|nous allons|on va|je veux",
    kill: "tuer|exterminer|eliminer|bruler|fusiller|pendre|egorger",
    shouldDie:
      "devraient mourir|meritent de mourir|doivent mourir|devraient etre extermines|meritent de souffrir",
  },
  pt: {
    groups:
      "mulheres|imigrantes|trans|bichas|estrangeiros|refugiados|muculmanos|judeus|negros|gays|homossexuais|ciganos|deficientes|transexuais|lesbicas|migrantes|arabes",
    hate: "odeio|detesto|desprezo|abomino|nao suporto",
    articles: "os |as |todos os |todas as |esses |essas |estes |estas ",
    are: "sao",
    vermin:
      "ratos|parasitas|uma escoria|podres|seres inferiores|um flagelo|uma merda|lixo|escoria|animais|porcos|inferiores|nojentos|nojentas|uma praga|uma doenca|um cancer|sub humanos|baratas|repugnantes|despreziveis|uma ameaca|selvagens|estupradores|terroristas",
    must: "temos que|temos de|devemos|deveriamos|vou|vamos|quero",
    kill: "matar|exterminar|eliminar|queimar|enforcar|fuzilar|acabar com",
    shouldDie:
      "deveriam morrer|merecem morrer|tem que morrer|devem morrer|deveriam ser exterminados|merecem sofrer",
  },
  it: {
    groups:
      "donne|immigrati|trans|negri|stranieri|rifugiati|musulmani|ebrei|neri|gay|omosessuali|froci|zingari|disabili|transessuali|lesbiche|migranti|arabi",
    hate: "odio|detesto|disprezzo|aborrisco|non sopporto",
    articles: "gli |le |i |tutti gli |tutte le |tutti i |questi |queste |quegli |quelle ",
    are: "sono",
    vermin:
      "ratti|parassiti|merde|uno schifo|esseri inferiori|un flagello|marci|spazzatura|feccia|animali|maiali|inferiori|schifosi|schifose|una piaga|una malattia|un cancro|subumani|scarafaggi|ripugnanti|disgustosi|disgustose|spregevoli|una minaccia|selvaggi|stupratori|terroristi|rifiuti",
    must: "bisogna|dobbiamo|dovremmo|vado a|andiamo a|voglio",
    kill: "uccidere|sterminare|eliminare|bruciare|impiccare|fucilare",
    shouldDie:
      "dovrebbero morire|meritano di morire|devono morire|dovrebbero essere sterminati|meritano di soffrire",
  },
};

const romance = Object.entries(LANGUAGES).flatMap(([code, l]): ToxicPattern[] => [
  {
    id: `identity_hate_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.hate)} ${any(l.articles)}?${any(l.groups)}`),
  },
  {
    id: `identity_dehumanise_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(l.groups)}${any(LIKE_YOU)}? ${l.are}(?: (?!${any(NEGATIONS)}\\b)[a-z]+){0,3} ${any(l.vermin)}`,
    ),
  },
  {
    id: `identity_threat_${code}`,
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(`${any(l.must)} ${any(l.kill)} ${any(l.articles)}?${any(l.groups)}`),
  },
  {
    id: `identity_exclude_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.groups)} ${any(l.shouldDie)}`),
  },
]);

/** German puts the verb last in a call to kill ("man sollte alle Flüchtlinge erschießen"). */
const DE_GROUPS =
  "frauen|einwanderer|auslander|kanaken|transen|fluchtlinge|migranten|muslime|moslems|juden|schwarze|schwule|homosexuelle|zigeuner|behinderte|transsexuelle|lesben|araber";
const german: ToxicPattern[] = [
  {
    id: "identity_hate_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("ich hasse|ich verachte|ich verabscheue|wir hassen")} ${any("alle |die |diese ")}?${any(DE_GROUPS)}`,
    ),
  },
  {
    id: "identity_dehumanise_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)}${any(" wie du| wie ihr| wie die")}? sind(?: (?!keine\\b|kein\\b|nicht\\b)[a-z]+){0,3} ${any("ratten|parasiten|abschaum|eine seuche|minderwertige wesen|scheisse|ungeziefer|tiere|schweine|minderwertig|ekelhaft|dreck|eine plage|eine krankheit|untermenschen|kakerlaken|widerlich|abstossend|verachtenswert|eine bedrohung|wilde|vergewaltiger|terroristen|mull")}`,
    ),
  },
  {
    id: "identity_threat_de",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `${any("man sollte|man muss|wir sollten|wir mussen|ich werde|wir werden|ich will|lasst uns")} ${any("alle |die |diese |jeden |jede ")}?${any(DE_GROUPS)} ${any("toten|umbringen|vergasen|erschiessen|ausrotten|vernichten|aufhangen|verbrennen|abschlachten")}`,
    ),
  },
  {
    id: "identity_exclude_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)} ${any("sollten sterben|mussen sterben|verdienen den tod|sollten vergast werden|sollten ausgerottet werden|sollten leiden|verdienen es zu leiden")}`,
    ),
  },
];

export const I18N_TOXIC_PATTERNS: readonly ToxicPattern[] = [...romance, ...german];

/** Every group word of these patterns: a text without any skips them all. */
export const I18N_GROUP_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(LANGUAGES).map((l) => l.groups), DE_GROUPS].flatMap((groups) => groups.split("|")),
);
