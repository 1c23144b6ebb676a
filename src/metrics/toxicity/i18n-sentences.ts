/**
 * Attacks on a group in Spanish, French, German, Portuguese and Italian, the sentence patterns of
 * `sentences.ts` in those languages: the speaker's hatred of a group ("odio a los inmigrantes"), a group said
 * to be vermin or filth ("les X sont des rats"), calls to kill a group ("hay que matar a todos los X") and
 * wishes that a group die ("X sollten sterben"). Written against the skeleton (lower-case, accents removed),
 * so "ich hasse Flüchtlinge" reads "ich hasse fluchtlinge". A negation before the verb ("no son", "ne sont
 * pas", "sind keine") is no match.
 */

import { any, gap, rx } from "../text/phrase.js";
import type { ToxicPattern } from "./sentences.js";

/** "… like you" after the group ("les blacks comme vous sont…"). */
const LIKE_YOU =
  " comme vous| comme toi| comme eux| como tu| como usted| como ustedes| como voce| como voces| como eles| come te| come voi| come loro";
/** Negations that may follow the verb ("no son", "ne sont pas", "non sono"): the gap after "are" holds none. */
const NEGATIONS = "no|nao|non|pas|jamais|nunca|mai|nem|ni|sauf|excepto|tranne|ausser";

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
  /** What a group does to the speaker: "me dan asco", "me dégoûtent". */
  disgustsMe: string;
  /** The speaker's contempt before "for": "siento mucho desprecio por". */
  contemptFor: string;
  /** "The lives of", before the group, and "are worth nothing" after it. */
  livesOf: string;
  worthNothing: string;
}

const LANGUAGES: Record<"es" | "fr" | "pt" | "it", Language> = {
  es: {
    groups:
      "mujeres|indigenas|inmigrantes|trans|homos|sudacas|extranjeros|refugiados|musulmanes|judios|negros|gays|homosexuales|maricones|gitanos|discapacitados|transexuales|lesbianas|migrantes|moros|arabes",
    hate: "odio|detesto|desprecio|aborrezco|no soporto",
    articles: "a |a los |a las |a todos los |a todas las |a esos |a esas |a estos |a estas |los |las ",
    are: "(?:son|sois)",
    vermin:
      "ratas|parasitos|un asco|una lacra|mierda|podridos|seres inferiores|un azote|basura|escoria|animales|cerdos|inferiores|asquerosos|asquerosas|una plaga|una enfermedad|un cancer|subhumanos|alimanas|cucarachas|repugnantes|despreciables|una amenaza|salvajes|violadores|terroristas|de lo peor|lo peor|un virus|inmundos|inmundas|viles|personas viles|descerebrados|descerebradas|tontos|estupidos|estupidas|horribles|inutiles|pateticos|repulsivos|irrecuperables|una amenaza para|ladrones|delincuentes|criminales|vagos|flojos|sucios|mentirosos|una carga|narcos|bandidos|demasiado estupidos|demasiado estupidas|demasiado tontas|demasiado tontos",
    must: "hay que|deberiamos|debemos|voy a|vamos a|quiero",
    kill: "matar|exterminar|eliminar|quemar|fusilar|colgar|ahorcar|acabar con",
    shouldDie:
      "deberian morir|merecen morir|tienen que morir|deberian ser exterminados|merecen sufrir|deben morir",
    disgustsMe:
      "me dan asco|dan asco|me dan nauseas|me enferman|me repugnan|me dan ganas de vomitar|me sacan de quicio|me enojan",
    livesOf: "las vidas de|la vida de",
    worthNothing: "no valen nada|no vale nada|no valen absolutamente nada|no importan|no importa",
    contemptFor:
      "(?:siento|tengo|solo siento)(?: tanto| mucho| muchisimo| nada mas que| solo)? (?:desprecio|desden|odio|asco|repugnancia) (?:por|hacia|a)|no (?:soporto|aguanto|tolero)",
  },
  fr: {
    groups:
      "femmes|immigres|blacks|trans|homos|bougnoules|immigrants|etrangers|refugies|musulmans|juifs|noirs|gays|homosexuels|pedes|gitans|handicapes|transsexuels|lesbiennes|migrants|arabes",
    hate: "je deteste|je hais|je meprise|je ne supporte pas|j execre",
    articles: "les |tous les |toutes les |ces ",
    are: "(?:sont|etes)",
    vermin:
      "des rats|des parasites|degueulasses|des pourritures|des etres inferieurs|un fleau|abrutis|abruties|ignobles|immondes|des ordures|des ordures|de la vermine|des animaux|des porcs|inferieurs|inferieures|degoutants|degoutantes|une plaie|une maladie|un cancer|des sous hommes|de la racaille|des cafards|repugnants|repugnantes|meprisables|une menace|des sauvages|des violeurs|des terroristes|des dechets|revoltants|revoltantes|abrutis|irrecuperables|de vulgaires ordures|les pires|les plus abrutis|les plus stupides|une menace pour|stupides|debiles|pathetiques|minables|voleurs|des voleurs|criminels|des criminels|delinquants|des delinquants|feignants|faineants|paresseux|sales|menteurs|des menteurs|une charge|des bandits|des racailles|trop betes|trop stupides|trop connes|trop cons",
    must: "il faut|on doit|on devrait|je vais|nous allons|on va|je veux",
    kill: "tuer|exterminer|eliminer|bruler|fusiller|pendre|egorger",
    shouldDie:
      "devraient mourir|meritent de mourir|doivent mourir|devraient etre extermines|meritent de souffrir",
    disgustsMe:
      "me degoutent|me donnent la nausee|me font vomir|me rendent malade|me font bouillir|me mettent hors de moi|me repugnent|m ecoeurent",
    livesOf: "les vies des|la vie des|les vies de|la vie de",
    worthNothing: "ne valent rien|ne vaut rien|ne valent absolument rien|ne comptent pas|ne compte pas",
    contemptFor:
      "(?:j ai|je ressens|je n ai|je n eprouve)(?: tellement de| tant de| que du| que de la| rien que du| rien que de la| que)? (?:mepris|degout|haine|dedain) (?:pour|envers)|je ne (?:peux|supporte)(?: vraiment| simplement)? pas(?: supporter)?|j en ai (?:ras le bol|marre|assez) (?:d etre entoure de|des|de)",
  },
  pt: {
    groups:
      "mulheres|indigenas|imigrantes|trans|bichas|estrangeiros|refugiados|muculmanos|judeus|negros|gays|homossexuais|ciganos|deficientes|transexuais|lesbicas|migrantes|arabes",
    hate: "odeio|detesto|desprezo|abomino|nao suporto",
    articles: "os |as |todos os |todas as |esses |essas |estes |estas ",
    are: "sao",
    vermin:
      "ratos|parasitas|uma escoria|podres|seres inferiores|um flagelo|uma merda|lixo|escoria|animais|porcos|inferiores|nojentos|nojentas|uma praga|uma doenca|um cancer|sub humanos|baratas|repugnantes|despreziveis|uma ameaca|selvagens|estupradores|terroristas|o pior|os piores|um virus|imundos|imundas|vis|estupidos|estupidas|inuteis|pateticos|repulsivos|uma ameaca para|bandidos|ladroes|criminosos|vagabundos|preguicosos|sujos|mentirosos|burras|burros|burras demais|burros demais|um fardo",
    must: "temos que|temos de|devemos|deveriamos|vou|vamos|quero",
    kill: "matar|exterminar|eliminar|queimar|enforcar|fuzilar|acabar com",
    shouldDie:
      "deveriam morrer|merecem morrer|tem que morrer|devem morrer|deveriam ser exterminados|merecem sofrer",
    disgustsMe:
      "me dao nojo|dao nojo|me enojam|me dao asco|me fazem vomitar|me dao vontade de vomitar|me deixam doente",
    livesOf: "as vidas dos|as vidas das|a vida dos|a vida das|as vidas de",
    worthNothing: "nao valem nada|nao vale nada|nao valem absolutamente nada|nao importam|nao importa",
    contemptFor:
      "(?:sinto|tenho|so sinto)(?: tanto| muito| nada alem de| so)? (?:desprezo|nojo|odio|asco|repulsa) (?:por|de|pelos|pelas)|nao (?:suporto|aguento|tolero)",
  },
  it: {
    groups:
      "persone di colore|donne|immigrati|trans|negri|stranieri|rifugiati|musulmani|ebrei|neri|gay|omosessuali|froci|zingari|disabili|transessuali|lesbiche|migranti|arabi",
    hate: "odio|detesto|disprezzo|aborrisco|aborro|disdegno|non sopporto",
    articles: "gli |le |i |tutti gli |tutte le |tutti i |questi |queste |quegli |quelle ",
    are: "(?:sono|siete)",
    vermin:
      "ratti|parassiti|merde|uno schifo|esseri inferiori|un flagello|marci|spazzatura|feccia|animali|maiali|inferiori|schifosi|schifose|una piaga|una malattia|un cancro|subumani|scarafaggi|ripugnanti|disgustosi|disgustose|spregevoli|una minaccia|selvaggi|stupratori|terroristi|rifiuti|il peggio|i peggiori|un virus|immondi|vili|stupidi|stupide|idioti|inutili|patetici|ripugnanti|una minaccia per|senza cervello|nauseanti|rivoltanti|disonesti|incivili|ignoranti|scemi|sceme|sudiciume|rifiuti umani|uno spreco di spazio|un pericolo per|delinquenti|ladri|criminali|fannulloni|pigri|sporchi|bugiardi|troppo stupide|troppo stupidi|un peso",
    must: "bisogna|dobbiamo|dovremmo|vado a|andiamo a|voglio",
    kill: "uccidere|sterminare|eliminare|bruciare|impiccare|fucilare",
    shouldDie:
      "dovrebbero morire|meritano di morire|devono morire|dovrebbero essere sterminati|meritano di soffrire",
    disgustsMe:
      "mi fanno schifo|fanno schifo|mi fanno cosi schifo|mi fanno cosi tanto schifo|mi fanno infuriare|mi riempiono di rabbia|mi fa arrabbiare|mi disgustano|mi fanno vomitare|mi fanno ribrezzo|mi fanno venire la nausea|mi fanno impazzire di rabbia",
    livesOf: "le vite dei|le vite delle|le vite degli|la vita dei|la vita delle|la vita degli|le vite di",
    worthNothing:
      "non valgono nulla|non valgono niente|non valgono assolutamente nulla|non valgono assolutamente niente|non contano",
    contemptFor:
      "(?:provo|ho|sento)(?: tanto| cosi tanto| solo| nient altro che)? (?:disprezzo|odio|ribrezzo|disgusto|schifo) (?:per|verso)|non (?:sopporto|riesco a sopportare|tollero)",
  },
};

/** Negations and denials of having said it, in the five languages (skeleton words). */
const DENIALS = new Set(
  "no nao non pas jamais nunca mai nem ni ne nicht kein keine nie niemals sauf excepto tranne".split(" "),
);
/** "Stop saying that …", "you can't believe that …": what follows is reported, not said. */
const REPORTED =
  /\b(?:dejar de decir|deja de decir|dejes de decir|arrete de dire|arreter de dire|arretez de dire|smetti di dire|smettere di dire|smettila di dire|pare de dizer|parar de dizer|hor auf zu sagen|horen sie auf zu sagen|insistiendo|insistindo|insister|insistere|insistir|insistendo|darauf bestehen|dizendo que|dizem que|diz que|dice que|dicen que|diciendo que|dicendo che|dicono che|dice che|disant que|disent que|dit que|sagen dass|sagt dass|behaupten dass)\b/;

/** "Isn't it obvious that …": a negated question that asserts what follows. */
const RHETORICAL =
  /\b(?:n est il pas|n est ce pas|no es|non e|nao e|nao esta|ist es nicht)(?: [a-z]+)? (?:evident|obvio|ovvio|claro|clair|offensichtlich|klar)\b|\bne (?:se )?rend(?:ent)? pas compte|no se dan cuenta|non si rend(?:e|ono) conto|nao percebe(?:m)?\b/;
/**
 * Whether the six words before `start` in the skeleton `s` hold a negation or a denial ("nunca dije que …",
 * "vous ne pouvez pas croire que …"), or the two words after `end` hold "nicht" ("ich hasse … nicht").
 */
export function deniedAround(s: string, start: number, end: number): boolean {
  const window = s.slice(Math.max(0, start - 60), start);
  if (RHETORICAL.test(window)) return false;
  const before = window.split(" ").slice(-7);
  if (before.some((word) => DENIALS.has(word))) return true;
  if (REPORTED.test(s.slice(Math.max(0, start - 60), start))) return true;
  const after = s
    .slice(end, end + 30)
    .split(" ")
    .slice(1, 3);
  return after.includes("nicht");
}

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
    id: `identity_disgust_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.groups)}${any(LIKE_YOU)}?${gap(3)} ${any(l.disgustsMe)}`),
  },
  {
    id: `identity_contempt_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.contemptFor)}${gap(2)} ${any(l.articles)}?${any(l.groups)}`),
  },
  {
    id: `identity_worthless_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.livesOf)} ${any(l.articles)}?${any(l.groups)} ${any(l.worthNothing)}`),
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
  "frauen|transmenschen|transfrauen|juden|schwulen|behinderten|fluchtlingen|einwanderer|auslander|kanaken|transen|fluchtlinge|migranten|muslime|moslems|juden|schwarze|schwule|homosexuelle|zigeuner|behinderte|transsexuelle|lesben|araber";
/** What a group is said to be in German (skeleton: "müll" reads "mull"). */
const DE_VERMIN =
  "ratten|parasiten|abschaum|eine seuche|minderwertige wesen|scheisse|ungeziefer|tiere|schweine|minderwertig|ekelhaft|dreck|eine plage|eine krankheit|untermenschen|kakerlaken|widerlich|abstossend|verachtenswert|eine bedrohung|wilde|vergewaltiger|terroristen|mull|abstossend|erbarmlich|hirnlos|abfall|das allerletzte|die schlimmsten|eine bedrohung fur|dumm|blod|nutzlos|wertlos|primitiv|brutal|grausam|kriminell|kriminelle|diebe|verbrecher|faul|faule|dreckig|dreckige|lugner|sozialschmarotzer|schmarotzer|zu dumm|ein virus|ein krebsgeschwur|krebs|menschlicher abfall|menschlicher mull|wertloser dreck|drecksschweine|drecksacke|missgeburten|beschissen|keine richtigen menschen|keine echten menschen|keine menschen|eine schande|pest|die pest|eine pest|gesindel|pack|nichts wert|absolut nichts wert|weniger wert|minderwertiger|widerwartig|widerwartige|hinterhaltig|verlogen|gierig|bestien|monster";
/** Negative words a German group is "typical" for being ("typisch für eine Frau, so dumm zu sein"). */
const DE_TYPICAL =
  "dumm|blod|nutzlos|wertlos|eklig|ekelhaft|widerlich|dreckig|erbarmlich|hirnlos|primitiv|faul|verlogen|hinterhaltig|gierig|gemein|nervig|bescheuert|dammlich|eine missgeburt|abschaum|ein stuck scheisse|unfahig|inkompetent|hasslich|dreist|kriminell";
/** One member of a German group, after "typisch für einen/eine". */
const DE_MEMBER =
  "frau|jude|juden|judin|schwarzen|schwarze|schwulen|schwuler|behinderten|behinderte|transmenschen|transmensch|fluchtling|muslim|moslem|auslander|einwanderer|migranten|migrantin|lesbe|zigeuner|araber";
/** What a German speaker says of the lives of a group: worthless, not worth protecting. */
const DE_WORTHLESS =
  "wertlos|nichts wert|absolut nichts wert|einen scheiss wert|einen dreck wert|nicht schutzenswert|nicht wertvoll|keinen wert|nicht lebenswert|nicht lebenswert|weniger wert|egal|scheissegal";

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
      `${any(DE_GROUPS)}${any(" wie du| wie ihr| wie die")}? sind(?: (?!keine\\b|kein\\b|nicht\\b)[a-z]+){0,3} ${any(DE_VERMIN)}`,
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
    id: "identity_disgust_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)}${any(" wie du| wie ihr| wie die")}?${gap(3)} ${any("widern mich an|widern mich so an|ekeln mich an|kotzen mich an|machen mich krank|treiben mich zur weissglut|machen mich wutend")}|${any("ich habe|ich empfinde|ich fuhle|ich hab")}${any(" so viel| nichts als| nur| solche")}? ${any("verachtung|abscheu|hass|ekel")} ${any("fur|gegen|gegenuber")}${gap(2)} ${any(DE_GROUPS)}|ich ${any("kann|konnte")}${gap(3)} ${any(DE_GROUPS)}${gap(3)} nicht ausstehen|${any("es gibt nichts schlimmeres als|nichts ist schlimmer als")}${gap(1)} ${any(DE_GROUPS)}`,
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
  {
    // The inverted order of an opinion: "für mich sind Transmenschen Abfall", "sind Juden nicht einfach Abschaum?"
    id: "identity_dehumanise_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `sind ${any("die |alle |diese |die meisten |doch alle |einfach |nun mal |halt ")}?${any(DE_GROUPS)}(?: (?!keine\\b|kein\\b)[a-z]+){0,3} ${any(DE_VERMIN)}`,
    ),
  },
  {
    // "Das Leben von Schwarzen ist wertlos", "die Leben von Frauen sind nicht wertvoll".
    id: "identity_worthless_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("das leben|die leben|leben")} ${any("von|der")} ${any("allen |den |diesen ")}?${any(DE_GROUPS)} ${any("ist|sind|sei|seien")}(?: (?!dir\\b|euch\\b|ihnen\\b|nicht\\b)[a-z]+){0,2} ${any(DE_WORTHLESS)}`,
    ),
  },
  {
    // With the group named before: "eure Leben sind mir einen Scheiß wert", "ihr Leben ist mir egal".
    id: "identity_worthless_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("ihr leben|ihre leben|eure leben|euer leben|deren leben")} ${any("ist|sind")} mir${gap(1)} ${any("einen scheiss wert|einen dreck wert|scheissegal|vollig egal|egal")}`,
    ),
  },
  {
    // Negated praise: "Juden sind nie besonders clever", "Schwarze sind es nicht wert, … zu leben".
    id: "identity_negated_positive_de",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)} sind${gap(3)} ${any("nie|niemals|nicht|keineswegs|nicht einmal")}${gap(2)} ${any("clever|klug|intelligent|attraktiv|wertvoll|schutzenswert|ehrlich|vertrauenswurdig|fahig|kompetent|menschlich|gleichwertig|es wert")}`,
    ),
  },
  {
    id: "identity_negated_positive_de",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any("menschenrechte|rechte|gleiche rechte|mitleid|respekt|mitgefuhl")}${gap(3)} ${any("nicht fur|nicht mit|kein mitleid mit|keinen respekt vor|nicht auf|nicht gegenuber")} ${any("die |diese |alle |den ")}?${any(DE_GROUPS)}`,
    ),
  },
  {
    id: "identity_negated_positive_de",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any("kein mitleid|keinerlei mitleid|keinen respekt|kein mitgefuhl")} ${any("mit|fur|vor")} ${any("den |diesen |allen ")}?${any(DE_GROUPS)}`,
    ),
  },
  {
    // "Typisch für eine Frau, so dumm zu sein."
    id: "identity_typical_de",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `typisch fur ${any("eine|einen|einer|die|diese")} ${any(DE_MEMBER)} so${gap(1)} ${any(DE_TYPICAL)}`,
    ),
  },
  {
    // Disgust at seeing a group: "ich muss kotzen, wenn ich Juden sehe", "angewidert von all den Schwulen".
    id: "identity_disgust_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("ich muss kotzen|ich konnte kotzen|mir wird schlecht|mir wird ubel|mir kommt die galle hoch|ich werde wutend|ich werde so wutend|ich raste aus")}${gap(1)} ${any("wenn ich|beim anblick von|bei")}${gap(2)} ${any(DE_GROUPS)}`,
    ),
  },
  {
    id: "identity_disgust_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)}${gap(2)} zu sehen ${any("macht mich|kotzt mich an|widert mich an|ekelt mich an")}${gap(1)} ${any("wutend|krank|rasend|aggressiv|an")}`,
    ),
  },
  {
    id: "identity_disgust_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any("angewidert|angeekelt|genervt")} von${gap(2)} ${any(DE_GROUPS)}`),
  },
  {
    // Violence called legal: "Mord an Schwulen sollte legal sein", "eine Jüdin zu vergewaltigen, sollte nicht illegal sein".
    id: "identity_threat_de",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `${any("mord an|gewalt gegen|die ermordung von|das toten von|das erschiessen von")} ${any("den |allen |diesen ")}?${any(DE_GROUPS)} ${any("sollte|ist|ware|wäre")}${gap(1)} ${any("legal|erlaubt|in ordnung|okay|gerechtfertigt|nicht illegal|nicht strafbar")}`,
    ),
  },
  {
    id: "identity_threat_de",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `zu ${any("vergewaltigen|toten|ermorden|erschiessen|verprugeln|erhangen|lynchen")} ${any("sollte|ist|ware")}${gap(1)} ${any("legal|erlaubt|in ordnung|nicht illegal|nicht strafbar")}`,
    ),
  },
  {
    // A pronoun for the group named before it: "Behinderte denken, sie seien etwas Besonderes. Ich hasse sie."
    id: "identity_pronoun_de",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("ich hasse sie|ich hasse euch|ich verachte sie|ich verachte euch|sie gehoren (?:alle )?(?:hingerichtet|vergast|eingesperrt|ausgerottet|erschossen|aufgehangt|vernichtet)|ihr verdient es zu leiden|sie verdienen es zu leiden|ihr seid (?:doch |nur |alle |einfach |nichts als )*(?:abschaum|dreck|ungeziefer|ratten|parasiten|tiere|schweine|mull|abfall|wertlos|eine plage|eine seuche)|sie sind (?:doch |nur |alle |einfach |trotzdem |nichts als )*(?:abschaum|dreck|ungeziefer|ratten|parasiten|tiere|schweine|mull|abfall|wertlos|eine plage|eine seuche)|(?:mochte|will|werde) (?:sie|euch) (?:einfach )?(?:nur )?(?:toten|umbringen|erschiessen|vernichten)|nichts schlimmeres als eure art|eure art ist")}`,
    ),
  },
];

/**
 * The speaker's own violence against people: an intent ("voy a", "je vais", "ich werde", "voglio", "vou") a
 * few words before a violent verb, or a first-person future ("mataré", "sparerò") or present ("ich
 * erschieß"). The gate is a group or person word in the text (`THREAT_PERSONS`); killing time or hunger
 * ("matar el tiempo", "matar a saudade", "tuer le temps") is not a threat.
 */
interface Threat {
  intent: string;
  harm: string;
  /** First-person forms that carry the intent themselves. */
  firstPerson: string;
  /** Singular groups and people, for the gate. */
  persons: string;
}

/** Up to `n` words, none of them a negation ("je ne vais jamais tuer", "ich werde niemanden töten"). */
const plainGap = (n: number) =>
  `(?: (?!${any(`${NEGATIONS}|ne|nicht|nie|niemals|niemanden|niemand|kein|keine|keinen|nadie|personne|nessuno|ninguem|rien`)}\\b)[a-z]+){0,${n}}`;

const IDIOMS =
  "el tiempo|la saudade|a saudade|o tempo|tempo|il tempo|le temps|el hambre|a fome|la fame|la faim|el aburrimiento|la noia|l ennui|die zeit|zeit|la curiosidad|a curiosidade|la curiosita|la curiosite";

const THREATS: Record<"es" | "fr" | "pt" | "it" | "de", Threat> = {
  es: {
    intent:
      "voy a|vamos a|quiero|pienso|tengo ganas de|estoy pensando en|me gustaria|hay que|deberia|voy a ir a|tendre que|tengo que",
    harm: "(?:matar|asesinar|erradicar|acabar con|apunalar|acuchillar|violar|estrangular|degollar|ahorcar|quemar|torturar|linchar|fusilar|exterminar|disparar|disparar a|disparar al|disparar a la|hacer sufrir|cortar el cuello|romper el cuello|partir el cuello|rajar)(?:te|le|les|lo|la|los|las)?",
    firstPerson:
      "matare|mataremos|exterminaremos|muerte a|apunalare|acuchillare|violare|estrangulare|degollare|ahorcare|quemare|torturare|dispare|disparare|hare sufrir|le cortare el cuello|les cortare el cuello|le rompere el cuello",
    persons:
      "mujer|inmigrante|refugiado|refugiada|musulman|musulmana|judio|judia|negro|negra|indigena|indigenas|gay|homosexual|marica|maricon|gitano|gitana|discapacitado|discapacitada|trans|transexual|lesbiana|extranjero|extranjera|migrante|moro|persona",
  },
  fr: {
    intent:
      "je vais|j vais|je veux|je voudrais|on va|nous allons|je compte|il va falloir que je|il faut que je|je pense serieusement a|je pense a|j ai envie de|on devrait",
    harm: "tuer|massacrer|egorger|etrangler|violer|viole|poignarder|buter|abattre|bruler|pendre|lyncher|torturer|faire souffrir|trancher la gorge|tirer une balle|tirer sur|briser la nuque|casser la nuque|exterminer|fusiller",
    firstPerson:
      "mort aux|mort a tous|je tuerai|je vais les tuer|je les tuerai|je t egorgerai|j egorgerai|je violerai|je poignarderai|je ferai souffrir|je vous ferai souffrir",
    persons:
      "femme|immigre|immigree|refugie|refugiee|musulman|musulmane|juif|juive|noir|noire|gay|homo|homosexuel|pede|gitan|gitane|handicape|handicapee|trans|transsexuel|lesbienne|etranger|etrangere|migrant|migrante|arabe|cethomo",
  },
  pt: {
    intent: "vou|vamos|quero|penso em|estou pensando em|tenho vontade de|temos que|devia|deveria|eu vou",
    harm: "(?:matar|assassinar|erradicar|acabar com|esfaquear|estuprar|violentar|estrangular|degolar|enforcar|queimar|torturar|linchar|fuzilar|exterminar|atirar|atirar em|atirar no|atirar na|fazer sofrer|cortar a garganta|cortar o pescoco|quebrar o pescoco|dar um tiro)(?: te| lo| la| los| las)?",
    firstPerson:
      "matarei|mataremos|morte a|morte aos|morte as|vou fazer (?:aqueles|aquelas|esses|essas|os|as) [a-z]+ sofrer(?:em)?|esfaquearei|estuprarei|estrangularei|degolarei|enforcarei|queimarei|torturarei|atirarei|farei sofrer",
    persons:
      "mulher|imigrante|refugiado|refugiada|muculmano|muculmana|judeu|judia|negro|negra|indigena|indigenas|gay|homossexual|bicha|cigano|cigana|deficiente|trans|transexual|lesbica|estrangeiro|estrangeira|migrante|arabe|pessoa",
  },
  it: {
    intent:
      "voglio|vorrei|ho intenzione di|ho davvero intenzione di|sto pensando di|penso di|andro a|vado a|devo|bisogna|dovremmo",
    harm: "uccidere|ammazzare|sparare|sparare a|sparare al|pugnalare|accoltellare|stuprare|violentare|strangolare|sgozzare|impiccare|bruciare|torturare|linciare|fucilare|sterminare|far soffrire|porre fine alla vita|tagliare la gola|spezzare il collo",
    firstPerson:
      "uccidero|ammazzero|sparero|pugnalero|accoltellero|stuprero|violentero|strangolero|sgozzero|impicchero|bruciero|torturero|tagliero|spezzero il collo|faro soffrire|faro in modo di far soffrire|faro del male|continueremo ad attaccare|tortureremo|uccideremo|ammazzeremo|stermineremo|mettiamo fine a|sbarazziamoci d|sradichiamo|morte a|morte ai|morte agli|morte alle",
    persons:
      "donna|immigrato|immigrata|rifugiato|rifugiata|musulmano|musulmana|ebreo|ebrea|nero|nera|gay|omosessuale|frocio|zingaro|zingara|disabile|trans|transessuale|lesbica|straniero|straniera|migrante|arabo|araba|persona|colore",
  },
  de: {
    // The verb comes last: "ich werde diese Schwulen leiden lassen".
    intent:
      "ich werde|ich werd|ich will|ich mochte|ich wurde gern|wir werden|wir wollen|ich uberlege mir wirklich|ich uberlege|ich habe vor|ich hab vor|lass uns|lasst uns|jemand sollte|irgendjemand sollte|irgendwer sollte|man sollte|wir sollten|wir mussen|man muss",
    harm: "toten|umbringen|abstechen|erstechen|vergewaltigen|erdrosseln|erwurgen|erschiessen|abschlachten|ausmerzen|ausrotten|vergasen|aufhangen|verbrennen|lynchen|foltern|kehlen? durchschneiden|leiden lassen|genick brechen|hals umdrehen|zu erdrosseln|zu toten|zu erschiessen|zu vergewaltigen|abknallen|loswerden|ein ende setzen|um die ecke bringen|angreifen|das genick|erhangen|hinrichten|ausloschen|vernichten|aufknupfen|niederschiessen|loswerden",
    firstPerson:
      "ich brech|ich breche|ich erschiess|ich erschiesse|ich ersteche|ich steche|ich vergewaltige|ich erwurge|ich erdrossle|ich tote|ich knall",
    persons:
      "frau|einwanderer|auslander|fluchtling|fluchtlinge|fluchtlingen|jude|juden|judin|muslim|muslimen|moslem|schwarzen|schwarzer|schwulen|schwuler|behinderten|behinderter|transmensch|transmenschen|transfrau|lesbe|migrant|migrantin|kanake|homo|homos",
  },
};

const threats = Object.entries(THREATS).flatMap(([code, t]): ToxicPattern[] => [
  {
    id: `identity_threat_${code}`,
    label: "threat",
    weight: 0.85,
    group: true,
    regex:
      code === "de"
        ? rx(
            any(
              `${any(t.intent)}${plainGap(8)} ${any(t.harm)}|${any(t.firstPerson)} ${any("den|die|das|einen|eine|diesen|diese|jeden|jede|alle")}|tod ${any("allen|den")}`,
            ),
          )
        : rx(
            `(?<!\\b${any(NEGATIONS)} )${any(`${any(t.intent)}${plainGap(4)} ${any(t.harm)}|${any(t.firstPerson)}`)}(?! ${any(IDIOMS)}\\b)`,
          ),
  },
]);

export const I18N_TOXIC_PATTERNS: readonly ToxicPattern[] = [...romance, ...german, ...threats].map(
  (pattern) => ({
    ...pattern,
    negated: deniedAround,
  }),
);

/** Every group word of these patterns: a text without any skips them all. */
export const I18N_GROUP_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(LANGUAGES).map((l) => l.groups),
    DE_GROUPS,
    ...Object.values(THREATS).map((t) => t.persons),
  ].flatMap((groups) => groups.split("|")),
);
