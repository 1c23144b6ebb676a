/**
 * Attacks on a group in Spanish, French, German, Portuguese and Italian (Dutch and Polish: `more-languages.ts`), the sentence patterns of
 * `sentences.ts` in those languages: the speaker's hatred of a group ("odio a los inmigrantes"), a group said
 * to be vermin or filth ("les X sont des rats"), calls to kill a group ("hay que matar a todos los X") and
 * wishes that a group die ("X sollten sterben"). Written against the skeleton (lower-case, accents removed),
 * so "ich hasse Flüchtlinge" reads "ich hasse fluchtlinge". A negation before the verb ("no son", "ne sont
 * pas", "sind keine") is no match.
 */

import { any, gap, rx } from "../text/phrase.js";
import { I18N_FAMILY_PATTERNS } from "./i18n-families.js";
import { MORE_LANGUAGE_GROUP_WORDS, MORE_LANGUAGE_PATTERNS } from "./more-languages.js";
import type { ToxicPattern } from "./sentences.js";

/** "… like you" after the group ("les blacks comme vous sont…"). */
const LIKE_YOU =
  " comme vous| comme toi| comme eux| comme elles| como tu| como usted| como ustedes| como ellos| como ellas| como vosotros| como voce| como voces| como eles| como elas| come te| come voi| come loro| come lui| come lei";
/**
 * Negations that may follow the verb ("no son", "ne sont pas", "non sono"): the gap after "are" holds none.
 * "Menos" reads as one: "são tudo menos estúpidos" (anything but stupid).
 */
const NEGATIONS = "no|nao|non|pas|jamais|nunca|mai|nem|ni|sauf|excepto|tranne|ausser|menos";

/** Up to `n` words, none of them a negation ("je ne vais jamais tuer", "ich werde niemanden töten"). */
const plainGap = (n: number) =>
  `(?: (?!${any(`${NEGATIONS}|ne|nicht|nie|niemals|niemanden|niemand|kein|keine|keinen|nadie|personne|nessuno|ninguem|rien|ningun|ninguna|nenhum|nenhuma|nessun|nessuna|aucun|aucune`)}\\b)[a-z]+){0,${n}}`;

interface Language {
  groups: string;
  /** One member of a group, after "un", "une", "tu vida de" ("un judío como tú", "une vie de réfugié"). */
  members: string;
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
    members:
      "mujer|indigena|inmigrante|judio|judia|gay|homosexual|gitano|gitana|discapacitado|discapacitada|trans|transexual|lesbiana|extranjero|extranjera|migrante|musulman|musulmana|refugiado|refugiada|arabe|maricon|sudaca",
    hate: "odio|detesto|desprecio|aborrezco|no soporto",
    articles:
      "a |a los |a las |a todos los |a todas las |a todos estos |a todas estas |a todos esos |a todas esas |a esos |a esas |a estos |a estas |a ese tipo de |los |las |todos los |todas las |esos |esas |estos |estas |ese tipo de ",
    are: "(?:son|sois)",
    vermin:
      "ratas|parasitos|un asco|una lacra|mierda|podridos|seres inferiores|un azote|basura|escoria|animales|cerdos|inferiores|asquerosos|asquerosas|una plaga|una enfermedad|un cancer|subhumanos|alimanas|cucarachas|repugnantes|despreciables|una amenaza|salvajes|violadores|terroristas|de lo peor|lo peor|un virus|inmundos|inmundas|viles|personas viles|descerebrados|descerebradas|tontos|estupidos|estupidas|horribles|inutiles|pateticos|repulsivos|irrecuperables|una amenaza para|ladrones|delincuentes|criminales|vagos|flojos|sucios|mentirosos|una carga|narcos|bandidos|demasiado estupidos|demasiado estupidas|demasiado tontas|demasiado tontos|mugre|pura mugre|pura basura|basura humana|escoria humana|infrahumanos|infrahumanas|criaturas infrahumanas|un desperdicio de espacio|un peligro para|falsos|falsas|gentuza|chusma|bestias|abominables|repulsivas|pateticas|mas tontos|mas tontas|mas estupidos|mas estupidas|gusanos",
    must: "hay que|deberiamos|debemos|voy a|vamos a|quiero|deberian|habria que|tendriamos que|tenemos que|alguien deberia|por que no",
    kill: "matar|exterminar|eliminar|quemar|fusilar|colgar|ahorcar|acabar con|ejecutar|erradicar|ahogar|masacrar|asesinar|aniquilar|gasear|linchar|deshacernos de|deshacerse de|librarnos de|eliminamos|matamos|exterminamos|erradicamos|nos deshacemos de|partirles el cuello|romperles el cuello|cortarles el cuello",
    shouldDie:
      "deberian morir|merecen morir|tienen que morir|deberian ser exterminados|merecen sufrir|deben morir|deberian sufrir|deben sufrir|deberian ser ejecutados|deberian ser ejecutadas|deben ser ejecutados|deben ser ejecutadas|deberian estar muertos|deberian estar muertas|deberian ser quemados|deberian ser quemadas|deberian desaparecer|no merecen vivir|no deberian vivir|no deberian existir|no tienen derecho a vivir|no tienen derecho a existir|no son dignos de vivir|no son dignas de vivir|no tienen cabida en (?:este|nuestro|un|esta|nuestra) (?:pais|planeta|mundo|tierra|sociedad)(?: civilizado)?|no pertenecen a (?:esta tierra|este pais|este planeta|este mundo|nuestra sociedad)",
    disgustsMe:
      "me dan asco|dan asco|me dan nauseas|me enferman|me repugnan|me dan ganas de vomitar|me sacan de quicio|me enojan|me (?:dan|da)(?: mucho| tanto| tanta| bastante| muchisimo| demasiado) asco|me da asco|me ponen (?:furioso|furiosa|enfermo|enferma|de los nervios)|me revuelven el estomago|me enfurecen|me asquean",
    livesOf:
      "las vidas de|la vida de|la vida de un|la vida de una|tu vida de|una vida de|vuestras vidas de|sus vidas de",
    worthNothing:
      "no valen nada|no vale nada|no valen absolutamente nada|no importan|no importa|no tiene ningun valor|no tienen ningun valor|no tiene valor|no tienen valor|carecen de valor|carece de valor|no deberia interesarle a nadie|no deberian importarle a nadie",
    contemptFor:
      "(?:siento|tengo|solo siento)(?: tanto| mucho| muchisimo| nada mas que| solo)? (?:desprecio|desden|odio|asco|repugnancia) (?:por|hacia|a)|no (?:soporto|aguanto|tolero)",
  },
  fr: {
    groups:
      "femmes|immigres|blacks|trans|homos|bougnoules|immigrants|etrangers|refugies|musulmans|juifs|noirs|gays|homosexuels|pedes|gitans|handicapes|transsexuels|lesbiennes|migrants|arabes",
    members:
      "femme|immigre|immigree|black|trans|homo|immigrant|etranger|etrangere|refugie|refugiee|musulman|musulmane|juif|juive|gay|homosexuel|gitan|gitane|handicape|handicapee|lesbienne|migrant|migrante|arabe",
    hate: "je deteste|je hais|je meprise|je ne supporte pas|j execre",
    articles: "les |tous les |toutes les |ces |tous ces |toutes ces |ce genre de |ce genre d |des |vous les ",
    are: "(?:sont|etes)",
    vermin:
      "des rats|des parasites|degueulasses|des pourritures|des etres inferieurs|un fleau|abrutis|abruties|ignobles|immondes|des ordures|des ordures|de la vermine|des animaux|des porcs|inferieurs|inferieures|degoutants|degoutantes|une plaie|une maladie|un cancer|des sous hommes|de la racaille|des cafards|repugnants|repugnantes|meprisables|une menace|des sauvages|des violeurs|des terroristes|des dechets|revoltants|revoltantes|abrutis|irrecuperables|de vulgaires ordures|les pires|les plus abrutis|les plus stupides|une menace pour|stupides|debiles|pathetiques|minables|voleurs|des voleurs|criminels|des criminels|delinquants|des delinquants|feignants|faineants|paresseux|sales|menteurs|des menteurs|une charge|des bandits|des racailles|trop betes|trop stupides|trop connes|trop cons|pourritures|ordures|raclures|des raclures|enflures|des enflures|salauds|des salauds|des trous du cul|merdiques|malhonnetes|pitoyables|un virus|repoussants|repoussantes|abjects|abjectes|la racaille|un danger pour|des enfoires|enfoires|des moins que rien|des nuisibles|nuisibles|vermine|des betes|des monstres|sans valeur|des chieurs|des chieuses|les plus abruties",
    must: "il faut|on doit|on devrait|je vais|nous allons|on va|je veux|on devrait simplement|nous devrions|il faudrait|quelqu un devrait|on continuera a|et si on|et si tout simplement on",
    kill: "tuer|exterminer|eliminer|bruler|fusiller|pendre|egorger|massacrer|executer|eradiquer|abattre|lyncher|gazer|noyer|en finir avec|nous debarrasser de|nous debarrasser des|se debarrasser de|se debarrasser des|briser le cou de|tuait|massacrait|exterminait|vous attaquer",
    shouldDie:
      "devraient mourir|meritent de mourir|doivent mourir|devraient etre extermines|meritent de souffrir|devraient souffrir|doivent souffrir|devraient (?:tous |toutes )?etre (?:tues|tuees|executes|executees|elimines|eliminees|extermines|exterminees|pendus|brules|fusilles)|devrait etre (?:tue|tuee|execute|executee|extermine|elimine)|doivent etre (?:tues|executes|elimines|extermines)|ne meritent pas de vivre|ne devraient pas vivre|ne devraient pas exister|n ont (?:aucun|pas le) droit (?:d etre en vie|de vivre|d exister)|n ont pas leur place (?:sur|dans) (?:cette|ce|notre|la|le)|n ont rien a faire (?:dans|sur) (?:un|une|ce|cette|notre)|ne sont pas dignes de vivre",
    disgustsMe:
      "me degoutent|me donnent la nausee|me font vomir|me rendent malade|me font bouillir|me mettent hors de moi|me repugnent|m ecoeurent|me donnent(?: tout simplement| vraiment| juste)? la nausee|me rendent (?:furieux|furieuse|dingue|malade)|me font (?:tellement |vraiment )?chier|me cassent (?:tellement |vraiment )?les couilles|me debectent|me font gerber",
    livesOf:
      "les vies des|la vie des|les vies de|la vie de|vos vies d|vos vies de|ta vie d|ta vie de|une vie de|une vie d|la vie d un|la vie d une",
    worthNothing:
      "ne valent rien|ne vaut rien|ne valent absolument rien|ne comptent pas|ne compte pas|sont sans valeur|est sans valeur|n ont pas d importance|n ont aucune importance|n ont aucune valeur|n a aucune valeur|ne valent pas la peine d etre (?:protegees|sauvees|vecues)|ne devraient compter pour personne",
    contemptFor:
      "(?:j ai|je ressens|je n ai|je n eprouve|j eprouve)(?: tellement de| tant de| trop de| que du| que de la| que de l| rien que du| rien que de la| que)? (?:mepris|degout|haine|dedain|aversion) (?:pour|envers)|je ne (?:peux|supporte)(?: vraiment| simplement)? pas(?: supporter)?|j en ai (?:ras le bol|marre|assez) (?:d etre entoure de|des|de)",
  },
  pt: {
    groups:
      "mulheres|indigenas|imigrantes|pessoas trans|trans|bichas|estrangeiros|refugiados|muculmanos|judeus|negros|gays|homossexuais|ciganos|deficientes|transexuais|lesbicas|migrantes|arabes",
    members:
      "mulher|indigena|imigrante|pessoa trans|trans|estrangeiro|estrangeira|refugiado|refugiada|muculmano|muculmana|judeu|judia|gay|homossexual|cigano|cigana|deficiente|lesbica|migrante|arabe",
    hate: "odeio|detesto|desprezo|abomino|nao suporto",
    articles:
      "os |as |todos os |todas as |esses |essas |estes |estas |todos esses |todas essas |esse tipo de |dos |das |desses |dessas |destes |destas |aqueles |aquelas ",
    are: "sao",
    vermin:
      "ratos|parasitas|uma escoria|podres|seres inferiores|um flagelo|uma merda|lixo|escoria|animais|porcos|inferiores|nojentos|nojentas|uma praga|uma doenca|um cancer|sub humanos|baratas|repugnantes|despreziveis|uma ameaca|selvagens|estupradores|terroristas|o pior|os piores|um virus|imundos|imundas|vis|estupidos|estupidas|inuteis|pateticos|repulsivos|uma ameaca para|bandidos|ladroes|criminosos|vagabundos|preguicosos|sujos|mentirosos|burras|burros|burras demais|burros demais|um fardo|lixo humano|enjoativos|enjoativas|desonestos|desonestas|abominaveis|pateticas|repulsivas|uma imundicie|imundicie|um perigo para|um desperdicio de espaco|canalhas|desgracados|desgracadas|cuzoes|cuzonas|vermes|bestas|mais burros|mais burras|mais estupidos|mais estupidas",
    must: "temos que|temos de|devemos|deveriamos|vou|vamos|quero|deviamos|alguem deveria|e se|que tal|porque nao|por que nao|seria melhor simplesmente",
    kill: "matar|exterminar|eliminar|queimar|enforcar|fuzilar|acabar com|executar|massacrar|afogar|erradicar|nos livrar de|nos livrar dos|nos livrar das|nos livramos dos|nos livramos das|nos livrarmos dos|nos livrarmos das|matassemos|exterminassemos|cortarmos a garganta|cortar a garganta",
    shouldDie:
      "deveriam morrer|merecem morrer|tem que morrer|devem morrer|deveriam ser exterminados|merecem sofrer|deveriam sofrer|devem sofrer|deveriam ser (?:todos |todas )?(?:mortos|mortas|executados|executadas|exterminados|queimados|queimadas|enforcados|fuzilados)|devem ser (?:todos |todas )?(?:mortos|mortas|executados|executadas|exterminados|queimados|queimadas)|estariam (?:todos |todas )?(?:mortos|mortas)|nao merecem viver|nao deveriam viver|nao deveriam existir|nao tem (?:o )?direito de (?:viver|existir|estar vivos|estar vivas)|nao sao dignos de viver|nao sao dignas de viver|nao tem lugar (?:em|no|neste|nesse|na|nesta) (?:um )?(?:pais|mundo|planeta|terra|sociedade)|nao pertencem a (?:esta terra|este pais|este mundo|nossa sociedade)",
    disgustsMe:
      "me dao nojo|dao nojo|me enojam|me dao asco|me fazem vomitar|me dao vontade de vomitar|me deixam doente|me dao (?:tanto|muito|tanta) nojo|me da (?:tanto |muito )?nojo|me deixam (?:puto|puta|com (?:muita |tanta )?raiva|doente|enojado|enojada)",
    livesOf:
      "as vidas dos|as vidas das|a vida dos|a vida das|as vidas de|a vida de um|a vida de uma|sua vida de|suas vidas de|uma vida de",
    worthNothing:
      "nao valem nada|nao vale nada|nao valem absolutamente nada|nao importam|nao importa|nao tem valor|nao tem nenhum valor|nao tem valor nenhum",
    contemptFor:
      "(?:sinto|tenho|so sinto)(?: tanto| muito| nada alem de| so)? (?:desprezo|nojo|odio|asco|repulsa) (?:por|de|pelos|pelas)|nao (?:suporto|aguento|tolero)",
  },
  it: {
    groups:
      "persone di colore|donne|immigrati|trans|negri|stranieri|rifugiati|musulmani|islamici|profughi|extracomunitari|clandestini|ebrei|neri|gay|omosessuali|froci|zingari|disabili|transessuali|lesbiche|migranti|arabi",
    members:
      "persona di colore|donna|immigrato|immigrata|trans|straniero|straniera|rifugiato|rifugiata|musulmano|musulmana|islamico|islamica|profugo|profuga|extracomunitario|extracomunitaria|clandestino|clandestina|ebreo|ebrea|gay|omosessuale|frocio|zingaro|zingara|disabile|lesbica|migrante|arabo|araba",
    hate: "odio|detesto|disprezzo|aborrisco|aborro|disdegno|non sopporto",
    articles:
      "gli |le |i |tutti gli |tutte le |tutti i |questi |queste |quegli |quelle |tutti questi |tutte queste |tutti quei |tutte quelle |quei |dei |degli |delle |ai |agli |alle |a tutti i |a tutti gli |a tutte le |a questi |a queste |a tutti quei |a tutte quelle ",
    are: "(?:sono|siete)",
    vermin:
      "i nostri nemici|i ns nemici|nemici|peggio della mafia|zavorre|figli del diavolo|figliuoli del diavolo|ratti|parassiti|merde|uno schifo|esseri inferiori|un flagello|marci|spazzatura|feccia|animali|maiali|inferiori|schifosi|schifose|una piaga|una malattia|un cancro|subumani|scarafaggi|ripugnanti|disgustosi|disgustose|spregevoli|una minaccia|selvaggi|stupratori|terroristi|rifiuti|il peggio|i peggiori|un virus|immondi|vili|stupidi|stupide|idioti|inutili|patetici|ripugnanti|una minaccia per|senza cervello|nauseanti|rivoltanti|disonesti|incivili|ignoranti|scemi|sceme|sudiciume|rifiuti umani|uno spreco di spazio|un pericolo per|delinquenti|ladri|criminali|fannulloni|pigri|sporchi|bugiardi|troppo stupide|troppo stupidi|un peso|pessimi|pessime|sporcizia|immondizia|sudici|merdosi|merdose|bastardi|dei bastardi|cazzoni|dei cazzoni|teste di cazzo|vermi|bestie|abominevoli|piu sceme|piu scemi|piu stupidi|piu stupide|feccia senza valore",
    must: "bisogna|dobbiamo|dovremmo|vado a|andiamo a|voglio|bisognerebbe|qualcuno dovrebbe|e se|perche non ci|che ne dite di",
    kill: "uccidere|sterminare|eliminare|bruciare|impiccare|fucilare|massacrare|giustiziare|pugnalare|annegare|sbarazzarci di|sbarazzarci d|sbarazzarci dei|sbarazzarci degli|sbarazzarci delle|sbarazzarsi dei|sbarazzarsi degli|sbarazzarsi delle|sbarazziamo dei|sbarazziamo degli|sbarazziamo delle|uccidessimo|sterminassimo|spezzare il collo a|tagliare la gola a",
    shouldDie:
      "dovrebbero morire|meritano di morire|devono morire|dovrebbero essere sterminati|meritano di soffrire|dovrebbero soffrire|devono soffrire|dovrebbero essere (?:tutti |tutte )?(?:uccisi|uccise|sterminati|sterminate|giustiziati|giustiziate|fucilati|fucilate|impiccati|bruciati|eliminati|condannati a morte|condannate a morte|messi al rogo|messe al rogo)|devono essere (?:tutti |tutte )?(?:uccisi|uccise|sterminati|giustiziati|eliminati)|sarebbero (?:tutti |tutte )?(?:morti|morte)|non meritano di vivere|non dovrebbero vivere|non dovrebbero esistere|non hanno (?:il )?diritto (?:di vivere|di esistere|di essere vivi)|non sono degni di vivere|non sono degne di vivere|non hanno posto in (?:un|una|questo|questa|nostro|nostra)|non appartengono a (?:questa terra|questo paese|questo mondo|questo pianeta)",
    disgustsMe:
      "mi fanno schifo|fanno schifo|mi fanno cosi schifo|mi fanno cosi tanto schifo|mi fanno infuriare|mi riempiono di rabbia|mi fa arrabbiare|mi disgustano|mi fanno vomitare|mi fanno ribrezzo|mi fanno venire la nausea|mi fanno impazzire di rabbia|mi fanno (?:proprio |davvero )?schifo|mi fanno incazzare(?: un sacco)?|mi stanno sul cazzo|mi fanno girare le palle|mi riempiono di (?:cosi )?(?:tanta )?rabbia",
    livesOf:
      "le vite dei|le vite delle|le vite degli|la vita dei|la vita delle|la vita degli|le vite di|la vita di un|la vita di una|la tua vita da|una vita da|le vostre vite da",
    worthNothing:
      "non valgono nulla|non valgono niente|non valgono assolutamente nulla|non valgono assolutamente niente|non contano|non hanno valore|non ha valore|non hanno alcun valore|non ha alcun valore|non vale niente|non vale nulla|non dovrebbero essere importanti per nessuno|non dovrebbero importare a nessuno",
    contemptFor:
      "(?:provo|ho|sento)(?: tanto| cosi tanto| solo| nient altro che)? (?:disprezzo|odio|ribrezzo|disgusto|schifo) (?:per|verso)|non (?:sopporto|riesco a sopportare|tollero)",
  },
};

/** Negations and denials of having said it, in the five languages (skeleton words). */
const DENIALS = new Set(
  "no nao non pas jamais nunca mai nem ni ne nicht kein keine keinen keinem keiner keinerlei nie niemals sauf excepto tranne".split(
    " ",
  ),
);
/** "Stop saying that …", "you can't believe that …": what follows is reported, not said. */
const REPORTED =
  /\b(?:dejar de decir|deja de decir|dejes de decir|arrete de dire|arreter de dire|arretez de dire|smetti di dire|smettere di dire|smettila di dire|pare de dizer|parar de dizer|hor auf zu sagen|horen sie auf zu sagen|insistiendo|insistindo|insister|insistere|insistir|insistendo|darauf bestehen|dizendo que|dizem que|diz que|dice que|dicen que|diciendo que|dicendo che|dicono che|dice che|disant que|disent que|dit que|sagen dass|sagt dass|sagst dass|behaupten dass|behauptet dass|behauptest dass)\b/;

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

/** "Absolutely", "truly" between the verb of hatred and the group ("aborrezco a absolutamente todos los X"). */
const FULLY =
  "absolutamente|totalmente|realmente|profundamente|sinceramente|de verdad|assolutamente|davvero|veramente|profondamente|vraiment|profondement|totalement|absolument|completamente|muito|tanto";
/** Words that open a clause of their own ("X que …", "X et …"): a gap that must stay in one clause holds none. */
const CLAUSE_WORDS =
  "que|qui|quien|quienes|quem|che|chi|cuando|quand|quando|y|et|e|pero|mais|ma|mas|porque|parce|perche|si|se|ou|o";
/** Up to `n` words of the same clause, none a negation. */
const tightGap = (n: number) =>
  `(?: (?!${any(`${CLAUSE_WORDS}|${NEGATIONS}|ne|ningun|ninguna|nenhum|nessun|aucun`)}\\b)[a-z]+){0,${n}}`;

const romance = Object.entries(LANGUAGES).flatMap(([code, l]): ToxicPattern[] => [
  {
    id: `identity_hate_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(`${any(l.hate)}(?: a)?(?: ${any(FULLY)})? ${any(l.articles)}?${any(l.groups)}`),
  },
  {
    id: `identity_dehumanise_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(l.groups)}${any(LIKE_YOU)}? ${l.are}(?: (?!${any(NEGATIONS)}\\b)[a-z]+){0,3} ${any(l.vermin)}`,
      // "…i musulmani che sono i nostri nemici": a relative clause, the name right after its verb.
      `${any(l.groups)} ${any("que|qui|che|die")} ${l.are}(?: ${any(FULLY)})? ${any(l.vermin)}`,
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
    regex: rx(
      `${any(l.livesOf)} ${any(l.articles)}?${any(`${l.groups}|${l.members}`)}${any(LIKE_YOU)}? ${any(l.worthNothing)}`,
    ),
  },
  {
    id: `identity_exclude_${code}`,
    label: "identity_attack",
    weight: 0.85,
    group: true,
    // "Los X como tú merecen morir", "ce genre de X devrait être exécuté", "X dovrebbero essere tutti uccisi".
    regex: rx(`${any(l.groups)}${any(LIKE_YOU)}?${tightGap(2)} ${any(l.shouldDie)}`),
  },
]);

/**
 * The other shapes of an attack on a group in Spanish, French, Italian and Portuguese, read across the four
 * languages at once (their group words hardly overlap): "X are nothing but vermin", "no better than rats",
 * negated praise, a pronoun for the group named before, "only X can be so cruel", "typical of a X",
 * disgust at seeing a group, violence called legal, wishes that a group die and profanity at a group.
 */
const ROMANCE = Object.values(LANGUAGES);
const R_GROUPS = ROMANCE.map((l) => l.groups).join("|");
/** A group, or one member of it ("un judío", "une femme", "una persona di colore"). */
const R_GROUP_OR_MEMBER = `${R_GROUPS}|${ROMANCE.map((l) => l.members).join("|")}`;
const R_VERMIN = ROMANCE.map((l) => l.vermin).join("|");
const R_SHOULD_DIE = ROMANCE.map((l) => l.shouldDie).join("|");
/** Determiners, quantifiers and "you" before a group ("a todos esos", "ce genre de", "voi", "dessas"). */
const DETERMINERS =
  "los|las|todos|todas|esos|esas|estos|estas|aquellos|aquellas|un|una|unos|unas|cualquier|ese|este|tipo|les|tous|toutes|ces|des|une|genre|i|gli|le|tutti|tutte|questi|queste|quei|quegli|quelle|uno|dei|degli|delle|ai|agli|alle|qualsiasi|os|as|esses|essas|estes|aqueles|aquelas|um|uma|dos|das|desses|dessas|destes|destas|qualquer|esse|ustedes|vosotros|vous|voi|voces|de|d|a|al|di|da|del|aux|au";
/** Up to `n` determiners, then the group. */
const aGroup = (n: number, groups = R_GROUPS) => `(?: ${any(DETERMINERS)}){0,${n}} ${any(groups)}`;
/** The strongest words for what a group is, safe after a pronoun ("son solo basura", "ne sont que des ordures"). */
const R_STRONG =
  "basura|escoria|ratas|parasitos|alimanas|cucarachas|seres inferiores|subhumanos|infrahumanos|una plaga|mugre|basura humana|des ordures|ordures|des pourritures|pourritures|de la vermine|vermine|des racailles|la racaille|des etres inferieurs|des sous hommes|des parasites|des rats|des dechets|feccia|spazzatura|immondizia|parassiti|esseri inferiori|rifiuti umani|sudiciume|vermi|ratti|scarafaggi|lixo|lixo humano|escoria|parasitas|seres inferiores|vermes|ratos|baratas|uma praga|feccia senza valore|simple basura|pura basura|vulgaires ordures";
/** What only a group is said to be so ("solo los X pueden ser tan violentos"). */
const R_BAD =
  "violentos|violentas|crueles|ignorantes|estupidos|estupidas|tontos|tontas|brutos|brutas|salvajes|sucios|sucias|asquerosos|asquerosas|violents|violentes|cruels|cruelles|ignorants|ignorantes|stupides|betes|degoutants|une telle ignorance|autant de violence|autant de cruaute|violenti|violente|crudeli|ignoranti|stupidi|stupide|sporchi|sudici|scemi|sceme|incivili|crueis|burros|burras|imundos|imundas|sujos|sujas|nojentos|nojentas|sucio|sucia|sale|sudicio|sudicia|imundo|imunda|estupido|estupida|stupido|stupida|tonto|tonta|bruto|bruta|burro|burra|un chieur|une chieuse|chieur|chieuse|un tel enfoire|enfoire|enfoiree|una cogliona|un coglione|cogliona|coglione|des sauvages|unos salvajes|uns selvagens|un salvaje|un sauvage|un selvaggio|um selvagem|salvaje|sauvage|selvaggio|selvagem|selvaggi|selvagens|violent|violente|violento|violenta|crudele|cruel|ignorant|ignorante|idiota|idiot|idiote";
/** Animals and filth a group is said to be no better than. */
const R_ANIMALS =
  "ratas|ratos|ratti|topi|rats|cucarachas|cafards|scarafaggi|baratas|animales|animaux|animali|animais|perros|chiens|cani|caes|cerdos|porcs|maiali|porcos|parasitos|parasites|parassiti|parasitas|insectos|insectes|insetti|insetos|gusanos|vermi|vermes|basura|ordures|spazzatura|lixo|mierda|merde|merda|la merde|la mierda";
/** Participles and verbs of a group's death, in a wish ("si tan solo fueran degollados", "se annegassero"). */
const R_DEATH =
  "muertos|muertas|degollados|degolladas|ahorcados|ahorcadas|fusilados|fusiladas|exterminados|exterminadas|ejecutados|ejecutadas|quemados|quemadas|ahogados|ahogadas|erradicados|erradicadas|eliminados|eliminadas|murieran|muriesen|desaparecieran|morts|mortes|tues|tuees|extermines|exterminees|executes|executees|egorges|egorgees|pendus|pendues|elimines|eliminees|eradiques|mouraient|disparaissaient|morti|morte|uccisi|uccise|sterminati|sterminate|giustiziati|giustiziate|impiccati|fucilati|debellati|debellate|eliminati|eliminate|annegassero|morissero|sparissero|mortos|mortas|executados|executadas|enforcados|enforcadas|fuzilados|fuziladas|degolados|degoladas|queimados|queimadas|afogados|morressem|desaparecessem|cortadas|erradicaran|exterminaran|eliminaran|mataran";

/** A call to kill with the pronoun for the group named before ("erradiquémoslos", "eliminons-les"). */
const KILL_THEM =
  "erradiquemoslos|erradiquemoslas|eliminemoslos|eliminemoslas|matemoslos|matemoslas|exterminemoslos|exterminemoslas|ejecutemoslos|eliminons les|tuons les|exterminons les|eradiquons les|sradichiamoli|sradichiamole|eliminiamoli|eliminiamole|uccidiamoli|uccidiamole|sterminiamoli|sterminiamole|sbarazziamocene|vamos mata los|vamos elimina los|vamos extermina los";
/**
 * Words of the Romance shapes that English uses every day ("black", "migrants", "come", "per", "violent"): a
 * Romance text that holds one holds another word of the shapes besides, so they would open the gate for English
 * texts only.
 */
/** Words the Romance languages share with English: never a gate word (an English text would open the gate). */
export const SHARED_WITH_ENGLISH: ReadonlySet<string> = new Set(
  "black blacks migrant migrants immigrant immigrants come legal illegal non place idiot com simple per ignorant ignorance solution respect nature charge execution execute executes violent violence sub horrible son plus genre sale met cancer persona cruel dan danger parasites con cons rats ideal invasion eliminate elimination extermination virus tan solo compassion consideration sin num stare entre horde hordes menace".split(
    " ",
  ),
);

/**
 * The words one of which every match of `shapes` holds: every word of three letters or more their expressions
 * spell (groups, function words, verbs, what a group is called), less those English shares. An English text
 * has none, so these patterns cost it nothing; a short Romance text ("le monde serait meilleur sans
 * immigrants") has one even when it holds no function word of a list.
 */
function speltGate(shapes: readonly ToxicPattern[]): string {
  const words = new Set<string>();
  for (const shape of shapes) {
    for (const spelt of shape.regex.source.match(/[a-z]{3,}\??/g) ?? []) {
      // "judios?" spells "judios" and "judio".
      const forms = spelt.endsWith("?") ? [spelt.slice(0, -1), spelt.slice(0, -2)] : [spelt];
      for (const word of forms) if (word.length >= 3 && !SHARED_WITH_ENGLISH.has(word)) words.add(word);
    }
  }
  return [...words].join(" ");
}

const romanceShapes: ToxicPattern[] = [
  {
    // "Los inmigrantes nos roban el trabajo", "les juifs contrôlent les médias", "fuera los moros", "las mujeres
    // deberían quedarse en la cocina", "les femmes sont trop émotives pour diriger", "un fardeau pour la société".
    id: "identity_stereotype_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any(R_GROUPS)}(?: ${any("nos|nous|ci|todos|tous|tutti")})? ${any("roban|quitan|volent|prennent|rubano|tolgono|roubam|tiram")}(?: ${any("el|los|nuestro|nuestros|nos|le|les|il|i|nostri|o|os|nossos")}){0,2} ${any("trabajo|trabajos|empleos|emplois|travail|boulots|lavoro|posti di lavoro|empregos|trabalho|trabalhos")}`,
      `${any(R_GROUPS)} ${any("controlan|controlent|controllano|controlam|dominan|dominent|dominano|dominam|manejan|dirigent")}(?: ${any("todos|tous|tutti|todas|toutes|tutte|todos os")})?(?: ${any("los|las|les|le|os|as|el|la|il|i|o|a")})? ${any("bancos|banques|banche|medios|medias|media|mundo|monde|mondo|gobierno|gouvernement|governo|economia|economie|finanzas|finances|finanza|financas|prensa|presse|stampa|imprensa")}`,
      `${any("fuera|dehors|fuori|fora")}(?: ${any("los|las|les|gli|i|le|os|as|de|con|tous les|todos los|tutti gli|todos os")})? ${any(R_GROUPS)}`,
      `${any(R_GROUPS)} ${any("deberian|deben|devraient|doivent|dovrebbero|devono|deveriam|devem")} ${any("quedarse|estar|rester|stare|restare|rimanere|ficar")} ${any("en la|en|a la|a|dans la|in|na|em")}? ?${any("cocina|cuisine|cucina|cozinha|casa|maison|foyer")}`,
      `${any(R_GROUPS)} ${any("son|sont|sono|sao")} ${any("demasiado|trop|troppo|muito|demasiadas|demasiados")} ${any("emocionales|emotives|emotifs|emotive|emotivi|emocionais|debiles|faibles|deboli|fracas|fracos|estupidas|estupidos|stupides|stupide|stupidi|burras|burros|tontas|tontos|betes")} ${any("para|pour|per")}`,
      `${any(R_GROUPS)} ${any("son|sont|sono|sao")} ${any("una carga|un fardeau|une charge|un peso|un fardo|un carico|uma carga|un lastre")}`,
    ),
  },
  {
    // "Las mujeres no son más que basura", "vous les X n'êtes rien d'autre que des ordures", "non sono altro che".
    id: "identity_dehumanise_romance",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(R_GROUPS)}${any(LIKE_YOU)}?(?: ${any("todos|todas|tous|toutes|tutti|tutte|juste|solo")})? (?:${any("no son|no sois|ne sont|n etes|non sono|non siete|nao sao")}(?: ${any("toujours|jamais|vraiment|realmente|davvero|nient|nulla")})? ${any("mas que|nada mas que|otra cosa que|rien d autre que|rien de plus que|que|altro che|nient altro che|nulla piu che|mais do que|mais que|nada alem de|nada mais que|outra coisa que|meno di")}|${any("nao passam de|no pasan de")})${gap(2)} ${any(R_VERMIN)}`,
    ),
  },
  {
    // "Los X como tú no son mejores que las ratas", "les X valent moins que des rats".
    id: "identity_dehumanise_romance",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(R_GROUPS)}${any(LIKE_YOU)}?${tightGap(2)} ${any("no son mejores que|no son mejor que|valen menos que|ne valent pas mieux que|ne sont pas mieux que|valent moins que|non sono meglio (?:di|dei|degli|delle)|non sono migliori (?:di|dei|degli|delle)|valgono meno (?:di|dei|degli|delle)|nao sao melhores (?:do )?que|valem menos (?:do )?que")}${gap(1)} ${any(R_ANIMALS)}`,
    ),
  },
  {
    // An opinion put first: "je trouve tous les X dégueulasses", "trovo tutti i X disgustosi".
    id: "identity_dehumanise_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("je trouve|je considere|trovo|considero|encuentro|eu acho|acho")}${aGroup(3)}${any(LIKE_YOU)}?(?: ${any("comme|come|como")})?${gap(1)} ${any(R_VERMIN)}`,
    ),
  },
  {
    // A pronoun for the group named before: "para mí siguen siendo basura", "ils ne sont que des racailles",
    // "deberían saber que son seres inferiores", "se comportan como parásitos".
    id: "identity_pronoun_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("para mi|per me|pour moi|para mim|a mes yeux|a mis ojos|ai miei occhi|aos meus olhos")}(?: ${any("siguen siendo|son|sono|non sono altro che|sont|ne sont que|sao|continuam sendo|seguem sendo|restano|rimangono|restent")})(?: [a-z]+){0,2} ${any(R_STRONG)}|${any("ils|elles")}(?: ne)? sont(?: ${any("toujours|tous|toutes|juste|simplement|que|rien d autre que|absolument")}){0,2} ${any(`${R_STRONG}|abjects|abjectes|des animaux|des sauvages|des salauds|des trous du cul`)}|${any("saber|savoir|sapere")} ${any("que|qu|che")}(?: ${any("ils|elles|ellos|ellas|eles|elas|loro")})? ${any("son|sont|sono|sao")} ${any(R_STRONG)}|${any("se comportan|actuan|agissent|se comportent|si comportano|si comportino|agiscono|agem|se comportam")} ${any("como|comme|come")}(?: [a-z]+){0,1} ${any(`${R_STRONG}|animales|animaux|animali|animais|brutos|brutes|bestias|betes|bestie|bestas`)}|${any("pero|mais|ma|mas")}(?: ${any("ellos|ellas|ils|elles|loro|eles|elas")})? ${any("son|sont|sono|sao")} ${any("demasiado|trop|troppo|muito|muy|tan|cosi|tao|bien|molto|realmente|vraiment|simplemente|solo|apenas|juste")} ${any(`${R_STRONG}|repulsivos|repulsivas|schifosi|schifose|degueulasses|asquerosos|asquerosas|disgustosi|disgustose|nojentos|nojentas|repugnantes|ripugnanti|repugnants`)}|${any("la mayoria de ellos|la mayoria de ellas|la plupart d entre eux|la plupart d entre elles|la maggior parte di loro|a maioria deles|a maioria delas|la mayoria")}(?: ${any("son|sont|sono|sao|e|es|est")})?(?: [a-z]+){0,2} ${any(`${R_VERMIN}|me da asco|me dan asco|me degoute|me degoutent|mi fa schifo|mi fanno schifo|me da nojo|me dao nojo`)}`,
    ),
  },
  {
    // Negated praise: "los X nunca son inteligentes", "les X ne sont pas nos égaux", "non sono esseri umani".
    id: "identity_negated_positive_romance",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any(R_GROUPS)}${any(LIKE_YOU)}? ${any("no son|nunca son|jamas son|nunca seran|nunca podran ser|nunca pueden ser|no pueden ser|no podran ser|ne sont|ne seront|ne peuvent|ne pourront|non sono|non saranno|non potranno|non possono|nao sao|nunca sao|nunca serao|nunca poderao ser|nao podem ser|nao poderao ser")}(?: (?!${any("menos|mas|moins|plus|meno|piu|mais|que|qui|che|solo|seulement|solamente|apenas")}\\b)[a-z]+){0,3} ${any("inteligentes|listos|listas|capaces|humanos|humanas|seres humanos|nuestros iguales|nuestras iguales|iguales a nosotros|dignos de confianza|miembros valiosos|intelligents|intelligentes|nos egaux|nos egales|des etres humains|humains|humaines|dignes de confiance|des membres importants|intelligenti|nostri pari|nostre pari|esseri umani|umani|umane|degni di fiducia|membri validi|iguais a nos|nossos iguais|dignos de confianca|membros valiosos|espertos|espertas|tan listos|aussi intelligents|cosi intelligenti|intelligenti come|tao espertos")}(?! ${any("de|di|da|do|menos|meno|moins|que|como|comme|come")}\\b)`,
    ),
  },
  {
    // "No hay espacio en este planeta para un X como tú", "non c'è posto per nessuna X".
    id: "identity_negated_positive_romance",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any("no hay|non c e|nao ha|il n y a pas de|il n y a aucune")} ${any("espacio|lugar|sitio|spazio|posto|espaco|place")}${gap(4)} ${any("para|per|pour")}(?: ${any(`${DETERMINERS}|nessun|nessuna|ningun|ninguna|nenhum|nenhuma|aucun|aucune`)}){0,2} ${any(R_GROUP_OR_MEMBER)}`,
    ),
  },
  {
    // "Nunca movería un dedo para salvar la vida de un X", "je ne lèverais jamais le petit doigt pour sauver …".
    id: "identity_negated_positive_romance",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any("nunca|jamas|no|ne|non|mai|nao|jamais|nem")}(?: [a-z]+){0,2} ${any("moveria|levantaria|leverais|alzerei|muoverei|mexeria")}(?: ${any("jamais|pas|mai|nunca")})? ${any("un dedo|un dito|le petit doigt|le doigt|um dedo|o dedo|un solo dito")} ${any("para|pour|per")} ${any("salvar|sauver|salvare|ayudar|aider|aiutare|ajudar|proteger|proteggere")}${gap(3)} ${any(R_GROUP_OR_MEMBER)}`,
    ),
  },
  {
    // Rights denied: "no deberían aplicarse los derechos humanos a los X", "i diritti umani non dovrebbero applicarsi agli X".
    id: "identity_negated_positive_romance",
    label: "identity_attack",
    weight: 0.75,
    group: true,
    regex: rx(
      `${any("no|ne|non|nao")}(?: se)? ${any("deberian|deben|devraient|doivent|dovrebbero|devono|devem|deveriam")}${gap(1)} ${any("aplicarse|aplicar|s appliquer|applicarsi|valer|valoir|estenderse")}${gap(4)} ${any("a|aux|ai|agli|alle|as|aos|para|pour|a los|a las")}${aGroup(2)}|${any("derechos humanos|droits de l homme|droits humains|diritti umani|direitos humanos")}${gap(1)} ${any("no|ne|non|nao")}(?: se)?${gap(2)} ${any("aplicarse|aplicar|s appliquer|applicarsi|valer|valoir")}${aGroup(2)}`,
    ),
  },
  {
    // "Solo los X pueden ser tan violentos", "seuls les X sont à ce point cruels", "c'est dans la nature d'un X
    // d'être un chieur", "típico de un X ser tan tonto", "nadie es más sucio que estos X".
    id: "identity_typical_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("solo|solamente|unicamente|seuls|seules|soltanto|somente|apenas|so")}${aGroup(2)}(?: (?!${any(CLAUSE_WORDS)}\\b)[a-z]+){1,4} ${any(R_BAD)}|${any("esta en la naturaleza|dans la nature|nella natura|na natureza|por naturaleza|par nature|per natura|por natureza")}${aGroup(3, R_GROUP_OR_MEMBER)}?(?: (?!${any(CLAUSE_WORDS)}\\b)[a-z]+){0,4} ${any(`${R_BAD}|${R_VERMIN}`)}|${any("tipico|tipica|propio|propia|typique|caracteristique|caracteristico|caracteristica")}(?: ${any(DETERMINERS)}){1,3} ${any(R_GROUP_OR_MEMBER)}(?: (?!${any(CLAUSE_WORDS)}\\b)[a-z]+){0,4} ${any(R_BAD)}|${any("nadie|nessuno|nessun altro|personne|ninguem")}(?: [a-z]+){0,1} ${any("es|e|n est|est")}(?: ${any("mas|tan|aussi|plus|cosi|tao|piu")})? ${any(R_BAD)} ${any("que|come|quanto|como|qu")}${aGroup(2)}`,
    ),
  },
  {
    // "No hay nada peor que un X", "il n'y a rien de plus horrible qu'un X", "nada en el mundo me gusta menos que un X".
    id: "identity_disgust_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("no hay nada|nada es|il n y a rien|rien n est|non c e niente|non c e nulla|nulla e|niente e|nao ha nada|nada e|nao existe nada")}(?: ${any("de|di")})?(?: ${any("mas|plus|piu|mais")})? ${any("peor|pire|peggio|pior|horrible|horrivel|orribile|asqueroso|degoutant|disgustoso|nojento|repugnante")} ${any("que|qu|di|do que|de")}${aGroup(1, R_GROUP_OR_MEMBER)}|${any("nada|rien|niente|nulla")}(?: ${any("en el|au|al|no")})? ${any("mundo|monde|mondo")}(?: [a-z]+){0,3} ${any("menos|plus|meno|moins")} ${any("que|qu|di|do que")}${aGroup(1, R_GROUP_OR_MEMBER)}`,
    ),
  },
  {
    // Disgust at seeing a group, or fed up with it: "me enoja ver gays aquí", "voir des X me met hors de moi",
    // "sono disgustato da tutti gli X", "estou farto de estar perto de X".
    id: "identity_disgust_romance",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("me enoja|me enfurece|me da asco|me repugna|me pone enfermo|me pone enferma|me molesta")}(?: ${any("muchisimo|mucho|tanto")})? ver${aGroup(2)}|${any("ver|voir|vedere")}${aGroup(2)}${gap(3)} ${any("me met hors de moi|me degoute|me rend malade|me donne la nausee|me da asco|me enferma|me enoja|me pone enfermo|me pone enferma|mi fa schifo|mi fa vomitare|mi fa incazzare|mi disgusta|me da nojo|me deixa doente|me deixa puto")}|${any("estoy|je suis|sono|estou")}${plainGap(1)} ${any("harto|harta|hartos|asqueado|asqueada|disgustado|disgustada|degoute|degoutee|ecoeure|ecoeuree|disgustato|disgustata|stufo|stufa|nauseato|nauseata|farto|farta|enojado|enojada|incazzato|incazzata")}(?: ${any("de|da|par|por|di|dos|das|del|dei|degli|delle|dai|dagli|dalle|con|com|avec")})?(?: ${any("estar|stare|etre|ver|voir|vedere|tener|avere|ter")}(?: ${any("cerca|rodeado|rodeada|perto|intorno|entoure|entouree")}(?: ${any("de|di|a|ai|agli|alle|d")})?)?)?${aGroup(2)}`,
    ),
  },
  {
    // Each member: "todo X me da asco", "chaque X me dégoûte".
    id: "identity_disgust_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("todo|toda|cualquier|tout|toute|chaque|ogni|qualsiasi|todo|qualquer|cada")} ${any(R_GROUP_OR_MEMBER)}${gap(1)} ${any("me da asco|me repugna|me degoute|me donne la nausee|mi fa schifo|mi disgusta|me da nojo|me enoja")}`,
    ),
  },
  {
    // Contempt named first: "todo el desprecio que siento por los X", "quanto odio ho per gli X",
    // "je ne ressens que de l'aversion pour", "non provo altro che sdegno per", "no tengo ningún respeto por".
    id: "identity_contempt_romance",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("desprecio|odio|asco|repugnancia|rechazo|mepris|haine|degout|dedain|aversion|disprezzo|ribrezzo|disgusto|sdegno|desprezo|nojo|aversao|repulsa")}(?: [a-z]+)?(?: ${any("que|qu|che")})?(?: ${any("eu|yo|io")})? ${any("siento|tengo|je ressens|j ai|j eprouve|provo|ho|sento|sinto|tenho")}(?: [a-z]+)? ${any("por|pour|envers|per|verso|pelos|pelas|contra|contre|hacia")}${aGroup(3, R_GROUP_OR_MEMBER)}|${any("no siento nada mas que|no siento otra cosa que|no tengo nada mas que|je ne ressens que|je n eprouve que|je ne ressens rien d autre que|je n ai que|non provo altro che|non provo nient altro che|non provo che|non ho altro che|nao sinto nada alem de|nao sinto nada mais que|nao tenho nada alem de")}(?: ${any("du|de la|de l|dell|del|della")})? ${any("desprecio|odio|asco|repugnancia|desden|mepris|haine|degout|dedain|aversion|disprezzo|sdegno|ribrezzo|disgusto|schifo|desprezo|nojo|repulsa|aversao")} ${any("por|pour|envers|per|verso|pelos|pelas|hacia|contra")}${aGroup(3, R_GROUP_OR_MEMBER)}|${any("no tengo|no siento|je n ai|je n eprouve|non ho|non provo|nao tenho|nao sinto")}(?: ${any("absolutamente|absolument|assolutamente|realmente|vraiment")})? ${any("ningun|ninguna|aucun|aucune|nessun|nessuna|alcun|alcuna|nenhum|nenhuma")}(?: [a-z]+)? ${any("respeto|compasion|consideracion|respect|compassion|consideration|rispetto|compassione|considerazione|pieta|respeito|compaixao|consideracao|piedad|pitie|piedade")} ${any("por|pour|envers|per|verso|pelos|pelas|hacia")}${aGroup(3, R_GROUP_OR_MEMBER)}|${any("ho|tengo|j ai|tenho")}(?: ${any("una|uma")})? ${any("scarsa|poca|pouca|peu de|pochissima|pochissimo")} ${any("considerazione|consideracion|consideration|consideracao|stima|estima|estime|respeto|rispetto|respect|respeito")} ${any("di|per|por|pour|pelos|pelas|hacia|verso|envers")}${aGroup(2)}`,
    ),
  },
  {
    // With a pronoun for the group: "los odio a todos", "je les déteste tous", "io le odio", "eu odeio elas",
    // "ils méritent de mourir", "eles devem ser executados".
    id: "identity_pronoun_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("los|las")} ${any("odio|detesto|aborrezco|desprecio")}(?: a ${any("todos|todas")})?|je les ${any("deteste|hais|meprise|execre")}(?: ${any("tous|toutes")})?|io ${any("li|le")} ${any("odio|detesto|disprezzo")}|${any("li|le")} ${any("odio|detesto|disprezzo")} ${any("tutti|tutte")}|${any("odeio|detesto|desprezo|abomino")} ${any("eles|elas|todos eles|todas elas|todos deles|todas delas")}|${any("ellos|ellas|ustedes|vosotros|ils|elles|vous|loro|voi|eles|elas|voces")} ${any(R_SHOULD_DIE)}|${any("mereceis|meritez|meritate")} ${any("morir|sufrir|de mourir|de souffrir|di morire|di soffrire")}`,
    ),
  },
  {
    // "Estaríamos mejor sin los X", "il mondo starebbe meglio senza i X", "o mundo estaria melhor sem X".
    id: "identity_threat_romance",
    label: "threat",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("el mundo estaria mejor|estariamos mejor|el mundo seria mejor|le monde serait meilleur|le monde se porterait mieux|on serait mieux|nous serions mieux|il mondo starebbe meglio|staremmo meglio|il mondo sarebbe migliore|o mundo estaria melhor|estariamos melhor|o mundo seria melhor")} ${any("sin|sans|senza|sem")}${aGroup(3)}`,
    ),
  },
  {
    // A wish that a group die: "si tan solo los X fueran degollados", "sarebbe meglio se questi X annegassero",
    // "nous nous porterions mieux si ces X étaient exterminés", "num mundo justo, X estariam todas mortas".
    id: "identity_threat_romance",
    label: "threat",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("ojala|si tan solo|si solo|si tan solo alguien|seria bueno que|seria mejor que|me gustaria que|estariamos mejor si|si seulement|ce serait bien que|j aimerais que|nous nous porterions mieux si|on serait mieux si|se solo|sarebbe meglio se|sarebbe bello se|vorrei che|staremmo meglio se|in un mondo ideale|en un mundo ideal|dans un monde ideal|num mundo justo|em um mundo ideal|num mundo ideal|seria bom se|seria melhor se|quem dera|eu gostaria que|estariamos melhor se")}${plainGap(4)}${aGroup(3)}${any(LIKE_YOU)}?${plainGap(3)} ${any(R_DEATH)}|${any("me gustaria|me encantaria|quisiera|j aimerais|j adorerais|je voudrais|vorrei|mi piacerebbe|adorerei|adoraria|gostaria|eu adoraria|eu gostaria")}(?: ${any("trop|tanto|muito|mucho|tanto|davvero|vraiment")})? ${any("ver|voir|vedere")}${aGroup(2)}${plainGap(1)} ${any("sufrir|sufriendo|morir|muriendo|arder|souffrir|mourir|bruler|soffrire|morire|bruciare|sofrer|sofrendo|morrer|morrendo|queimar|queimando")}`,
    ),
  },
  {
    // Violence called legal: "asesinar a un X como tú debería estar despenalizado", "violer une X ne devrait pas être
    // illégal", "l'omicidio di un X dovrebbe essere depenalizzato".
    id: "identity_threat_romance",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `${any("asesinar|matar|violar|golpear|violer|tuer|assassiner|frapper|uccidere|ammazzare|stuprare|violentare|picchiare|estuprar|assassinar|espancar|el asesinato de|la violacion de|le meurtre d|le viol d|l omicidio di|lo stupro di|o assassinato de|o estupro de")}${aGroup(2, R_GROUP_OR_MEMBER)}${any(LIKE_YOU)}? (?:${any("deberia|devrait|dovrebbe|deveria|debe|deve|es|est|e")}${plainGap(2)} ${any("despenalizado|despenalizada|legal|legale|legalizado|permitido|permis|autorise|autorizzato|consentito|depenalizzato|depenalise|descriminalizado")}|${any("no|ne|non|nao")} ${any("deberia|devrait|dovrebbe|deveria|debe|deve")}(?: pas)?(?: ${any("ser|etre|essere|estar")})? ${any("ilegal|illegal|illegale|penado|punito|puni|punido|castigado")})`,
    ),
  },
  {
    // "La ejecución es la única solución para los X", "a única solução para os X é a execução".
    id: "identity_threat_romance",
    label: "threat",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any("la ejecucion|la muerte|el exterminio|la eliminacion|l execution|la mort|l extermination|l elimination|la fucilazione|la morte|lo sterminio|l eliminazione|l esecuzione|a execucao|a morte|o exterminio|a eliminacao|la pena de muerte|la peine de mort|la pena di morte|a pena de morte")} ${any("es|est|e")} ${any("la|l|a")} ${any("unica|seule")} ${any("solucion|solution|soluzione|solucao")} ${any("para|pour|per|a|au")}${aGroup(3)}|${any("la unica solucion|la seule solution|l unica soluzione|a unica solucao")} ${any("para|pour|per|a|au|aux|ai|agli|alle")}${aGroup(3)} ${any("es|est|e|sera")}${gap(1)} ${any("la ejecucion|la muerte|el exterminio|matarlos|l execution|la mort|l extermination|les tuer|la fucilazione|la morte|lo sterminio|ucciderli|a execucao|a morte|o exterminio|mata los|executa los")}`,
    ),
  },
  {
    // The first person plural of a call to kill: "erradiquemos a esos X", "sbarazziamoci dei X", "éliminons les X",
    // and with a pronoun for the group named before ("simplemente erradiquémoslos").
    id: "identity_threat_romance",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `${any("erradiquemos|eliminemos|matemos|exterminemos|ejecutemos|acabemos con|deshagamonos de|libremonos de|eliminons|tuons|exterminons|eradiquons|debarrassons nous de|debarrassons nous des|sbarazziamoci di|sbarazziamoci dei|sbarazziamoci degli|sbarazziamoci delle|sbarazziamoci d|eliminiamo|uccidiamo|sterminiamo|sradichiamo|livremo nos de|livremo nos dos|livremo nos das|vamos nos livrar de|vamos nos livrar dos|vamos nos livrar das")}(?: a)?${aGroup(3)}|${any(KILL_THEM)}`,
    ),
  },
  {
    // Profanity at a group: "jodidos X", "putain d'X", "fodam-se todos os X", "le X possono andare a farsi fottere",
    // "la mayoría de los X están jodidos de la cabeza".
    id: "identity_profanity_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any("jodidos|jodidas|malditos|malditas|putain d|putain de|putains d|putains de|sales|foutus|foutues|fottuti|fottute|maledetti|maledette|fodidos|fodidas|desgracados|desgracadas|cazzo di|schifosi")} ${any(R_GROUPS)}|${any("que se vayan al carajo|que se jodan|a la mierda con|al carajo con|fodam se|foda se|que se fodam|vao se foder|fanculo a|fanculo|vaffanculo a|vaffanculo|au diable|cosa cazzo volete|che cazzo volete|que cazzo|c est quoi votre probleme|que les pasa a")}(?: ${any("a|con|todos|todas|tous|toutes|tutti|tutte|ustedes|voi|vous")}){0,3}${aGroup(2)}|${any(R_GROUPS)}${any(LIKE_YOU)}?${tightGap(3)} ${any("pueden irse a la mierda|pueden irse al carajo|peuvent (?:tous |toutes )?aller se faire (?:enculer|foutre)|devraient (?:tous |toutes )?aller se faire (?:enculer|foutre)|possono (?:andare )?(?:tutti |tutte )?(?:a farsi fottere|affanculo)|possono (?:tutti |tutte )?andare (?:tutti |tutte )?(?:a farsi fottere|affanculo)|podem (?:todos |todas )?ir se (?:fuder|foder)|podem ir (?:todos |todas )?(?:se fuder|se foder|pra puta que pariu)|deberian largarse|deben largarse|devraient (?:tous |toutes )?se casser|devraient degager|devem cair fora|deveriam cair fora|dovrebbero andarsene|devono andarsene|dovrebbero sparire|nao devem ficar aqui nem fodendo|devraient fermer leurs gueules|dovrebbero smettere di rompere il cazzo")}|${any(R_GROUPS)}${tightGap(4)} ${any("jodidos de la cabeza|jodidas de la cabeza|defonces de la tete|defoncees de la tete|(?:hanno|ha) il cervello fottuto|(?:com )?a cabeca (?:seriamente )?fodida|tem a cabeca (?:seriamente )?fodida")}`,
    ),
  },
  {
    // "Los X con cualquier tipo de poder son una amenaza", "des X aux commandes sont un danger pour notre pays",
    // "un enjambre de X está infestando nuestro gobierno".
    id: "identity_dehumanise_romance",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any(R_GROUPS)} ${any("con|avec|com|al mando|aux commandes|al comando|no comando|en el poder|au pouvoir|al potere|no poder")}${gap(4)} ${any("es|son|est|sont|e|sono|sao|significa")}(?: [a-z]+)? ${any("una amenaza|un peligro|une menace|un danger|una minaccia|un pericolo|uma ameaca|um perigo|la ruina|la ruine|la rovina|a ruina")}|${any("enjambre|enjambres|plaga|plagas|horda|hordas|invasion|invasiones|essaim|essaims|horde|hordes|invasions|sciame|sciami|orda|orde|invasione|invasioni|enxame|enxames|invasao|invasoes")} ${any("de|d|di")}${aGroup(1)} ${any("esta|estan|sta|stanno|est|sont|esta|estao|colonisent|infestent|infestan|infestano|infestam|invaden|envahissent|invadono|invadem")}`,
    ),
  },
];

/** German puts the verb last in a call to kill ("man sollte alle Flüchtlinge erschießen"). */
const DE_GROUPS =
  "frau|frauen|transmenschen|transfrauen|juden|schwulen|behinderten|fluchtlingen|einwanderer|auslander|kanaken|transen|fluchtlinge|migranten|muslime|moslems|juden|schwarze|schwule|homosexuelle|zigeuner|behinderte|transsexuelle|lesben|araber|schwarzen|muslimen|homosexuellen|transsexuellen|arabern|zigeunern|auslandern|einwanderern|migrantinnen|fluchtling|jude|schwuler|behinderter|transmensch";
/** German participles of killing and caging, after a group ("… sollten alle umgebracht werden"). */
const DE_KILLED =
  "getotet|umgebracht|ermordet|erschossen|hingerichtet|ausgeloscht|abgeschlachtet|vergast|erwurgt|aufgehangt|erhangt|ausgerottet|vernichtet|verbrannt|gelyncht|gefoltert|erschlagen|eingesperrt|weggesperrt|entsorgt|eingeschlafert|sterilisiert";
/** …and the infinitives ("wenn bloß jemand diese … erwürgen würde"). */
const DE_KILL =
  "toten|umbringen|ermorden|erschiessen|hinrichten|ausloschen|abschlachten|vergasen|erwurgen|aufhangen|ausrotten|vernichten|verbrennen|lynchen|foltern|abknallen|abstechen";
/** Negative traits said of a group as a whole ("nur … können derart ignorant sein"). */
const DE_TRAITS =
  "dumm|blod|ignorant|brutal|grausam|dreckig|widerlich|ekelhaft|abstossend|primitiv|faul|verlogen|gierig|hinterhaltig|unzivilisiert|minderwertig|wertlos|nutzlos|nervig|bescheuert";
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
    // Killing or caging a group wished in the passive, the verb last: "… sollten alle erschossen werden", "…
    // gehört hingerichtet", "wir wären besser dran, wenn diese … ausgelöscht würden", "wenn bloß jemand
    // diese … erwürgen würde".
    id: "identity_threat_de",
    label: "threat",
    weight: 0.9,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)}${any(" sollten| sollen| mussen| gehoren| gehort")}${plainGap(5)} ${any(DE_KILLED)}(?: werden)?`,
      `${any(DE_GROUPS)}${plainGap(3)} ${any(DE_KILLED)} ${any("werden sollten|werden sollen|werden mussen|gehort|gehoren")}`,
      `${any("besser dran wenn|besser wenn|gut wenn|schon wenn|im interesse aller wenn|ich wunschte|ich wunsche mir dass|wenn bloss jemand|wenn nur jemand|ich finde dass|hoffentlich werden|wenn wir")}${plainGap(2)} ${any(DE_GROUPS)}${plainGap(3)} ${any(`${DE_KILLED}|${DE_KILL}`)} ${any("wurden|wurde|werden|konnten")}`,
      `${any("verdienen|verdient")}${any(" die| diese| alle")}? ${any(DE_GROUPS)}${gap(2)} den tod|${any(DE_GROUPS)}${gap(2)} den tod verdienen`,
      `${any("wurde|will|mochte|mag|werde")}${any(" diese| die| alle")}? ${any(DE_GROUPS)}${gap(2)} ${any("leiden sehen|sterben sehen|brennen sehen|leiden lassen")}`,
    ),
  },
  {
    // Said to the group, or of its members with "you": "ihr … seid auch nur Müll", "… wie ihr seid widerwärtig",
    // "du und alle anderen … sind eine Plage".
    id: "identity_dehumanise_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `ihr ${any(DE_GROUPS)}${gap(2)} seid${plainGap(4)} ${any(`${DE_VERMIN}|${DE_TRAITS}`)}`,
      `${any(DE_GROUPS)} wie ${any("du|ihr|dich|euch")} ${any("seid|sind|bist")}${plainGap(3)} ${any(`${DE_VERMIN}|${DE_TRAITS}`)}`,
      `${any("alle anderen|all die anderen|die anderen")} ${any(DE_GROUPS)}${plainGap(4)} ${any("sind|seid")}${plainGap(3)} ${any(DE_VERMIN)}`,
      // Verb last: "… dass Frauen keine richtigen Menschen sind", "… schlimmer als Krebs sind".
      `${any(DE_GROUPS)}${any(" wie du| wie ihr")}? ${any("keine richtigen menschen|keine echten menschen|keine menschen|nur mull|nur abschaum|nur dreck|nichts besseres als ratten|nichts besseres als tiere|nichts als ungeziefer|schlimmer als krebs|schlimmer als die pest|schlimmer als ratten")}`,
      // A group said to overrun: "… unterwandern unsere Regierung", "… überschwemmen unser Land".
      `${any(DE_GROUPS)} ${any("unterwandern|uberrennen|uberfluten|uberschwemmen|verseuchen|vergiften|zerstoren|infiltrieren")} ${any("unsere|unser|das|die|den|deutschland|europa")}`,
      // A pet said to be worth more: "mein Hund ist schlauer als jede …".
      `${any("mein hund|meine katze|ein hund|dieser affe|ein affe|eine ratte|ein schwein|jedes tier|ein tier|der dreck")}${gap(3)} ist${gap(1)} ${any("schlauer|kluger|intelligenter|mehr wert|wertvoller")} als${gap(3)} ${any(DE_GROUPS)}`,
    ),
  },
  {
    // "Nur … können derart ignorant sein", "niemand sonst ist so dreckig wie …", "wenn du ein … bist, bist du
    // wahrscheinlich dumm".
    id: "identity_stereotype_de",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `nur ${any(DE_GROUPS)}${gap(1)} ${any("konnen|sind")}${gap(1)} ${any("derart|so|dermassen|solch")} ${any(DE_TRAITS)}`,
      `niemand${gap(1)} ist so ${any(DE_TRAITS)} wie${gap(1)} ${any(DE_GROUPS)}`,
      `wenn du ${any("ein|eine")} ${any(DE_GROUPS)} bist bist du${gap(2)} ${any(DE_TRAITS)}`,
      `${any(DE_GROUPS)} ${any("sind|konnen")}${gap(3)} ${any("nie|niemals|nicht")}${gap(2)} ${any("ebenburtig|so schlau|so klug|so intelligent|gleichwertig")}`,
    ),
  },
  {
    // Life denied: "… haben kein Recht zu leben", "… verdienen es nicht zu leben", "für … ist hier kein Platz",
    // "wir dürfen keinen … am Leben lassen".
    id: "identity_worthless_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)}${gap(3)} ${any("haben kein recht|hat kein recht|verdienen es nicht|verdient es nicht")}${gap(2)} ${any("zu leben|am leben|leben")}`,
      `fur ${any(DE_GROUPS)}${gap(2)} ist${gap(4)} kein platz`,
      `${any("keinen|keine|kein")} ${any(DE_GROUPS)} am leben lassen`,
      `${any("sind|ist")} ${any("die leben|das leben")} ${any("von|der")} ${any(DE_GROUPS)}${gap(2)} ${any(DE_WORTHLESS)}`,
      `${any("die leben|das leben")} ${any("von|der")} ${any(DE_GROUPS)} ${any("haben|hat")}${gap(1)} ${any("keinen wert|keinerlei wert")}`,
      `${any("eure|euer|ihre|deren")} leben ${any("wertlos|nichts wert|absolut nichts wert")}`,
    ),
  },
  {
    // Hatred and profanity at a group, verb last or with "auf": "… dass ich Frauen hasse", "so viel Hass auf
    // …", "der Ekel, den ich für … empfinde", "… können sich alle ficken gehen", "alles Trottel, diese …".
    id: "identity_hate_de",
    label: "identity_attack",
    weight: 0.85,
    group: true,
    regex: rx(
      `dass ich ${any("alle |die |diese ")}?${any(DE_GROUPS)} ${any("hasse|verachte|verabscheue")}`,
      `${any("ich habe|ich hab|ich empfinde|ich fuhle|ich hege|ich verspure|ich trage")}${plainGap(2)} ${any("hass|verachtung|abscheu|ekel|wut")} auf ${any("alle |die |diese ")}?${any(DE_GROUPS)}`,
      `${any("der ekel|der hass|die verachtung|der abscheu")}${any(" den| die")} ich ${any("fur|gegen|gegenuber")} ${any(DE_GROUPS)} ${any("empfinde|fuhle|hege|habe")}`,
      `${any(DE_GROUPS)}${plainGap(2)} ${any("konnen|sollen|sollten|mogen|durfen")} sich${gap(2)} ${any("ficken gehen|ficken|verpissen")}`,
      `${any("alles|alle|nur|lauter")} ${any("trottel|idioten|vollidioten|arschlocher|wichser|penner|versager|schmarotzer|ratten|schweine|affen")} ${any("diese|die")} ${any(DE_GROUPS)}`,
      `${any("werden wir|sollten wir|wir sollten|lasst uns|konnen wir|wollen wir")}${gap(2)} ${any(DE_GROUPS)}${gap(4)} ${any("los|loswerden")}`,
      `${any(DE_GROUPS)}${plainGap(6)} nichts zu suchen`,
      `${any(DE_GROUPS)}${gap(1)} ${any("gehoren|gehort")} ${any("in einen zoo|in den zoo|in kafige|in einen kafig|auf die mullkippe|auf den mull|in die gaskammer|ins gas|an die wand")}`,
    ),
  },
  {
    // "Muslime gehören nicht nach Deutschland", "Frauen gehören an den Herd", "Ausländer raus!", "Man sollte alle
    // Migranten abschieben", "…sollen dahin zurück, wo sie herkommen", "die Welt wäre besser ohne Juden".
    id: "identity_exclude_de",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)} ${any("gehoren nicht")} ${any("nach|zu|in|hierher|hierhin")}|${any(DE_GROUPS)} ${any("gehoren")} ${any("an den herd|in die kuche|hinter den herd|ins lager|ins gefangnis|weggesperrt")}|${any(DE_GROUPS)} raus|${any("man sollte|man muss|wir sollten|wir mussen|lasst uns")} ${any("alle |die |diese ")}?${any(DE_GROUPS)} ${any("abschieben|rauswerfen|rausschmeissen|ausweisen|deportieren|loswerden|wegsperren|einsperren")}|${any(DE_GROUPS)} ${any("sollen|sollten|mussen")}${gap(2)} ${any("dahin zuruck|dorthin zuruck|zuruck wo sie herkommen|zuruck in ihre heimat|verschwinden|abhauen|raus")}|${any("die welt|deutschland|europa|unser land")} ${any("ware|waere")} ${any("besser|schoner|sicherer")} ohne${any(" die| alle| diese")}? ${any(DE_GROUPS)}`,
    ),
  },
  {
    // "Juden kontrollieren die Banken", "Behinderte sind eine Last", "Schwarze sind weniger intelligent",
    // "Transfrauen sind keine echten Frauen", "ich würde nie einen Muslim einstellen", "typisch Frau".
    id: "identity_stereotype_de",
    label: "identity_attack",
    weight: 0.8,
    group: true,
    regex: rx(
      `${any(DE_GROUPS)} ${any("kontrollieren|beherrschen|regieren|steuern")} ${any("die|alle|das|den|unsere")} ${any("banken|medien|welt|regierung|politik|wirtschaft|finanzwelt|presse")}|${any(DE_GROUPS)} sind${any(" nur| doch| einfach| alle")}? ${any("eine last|eine belastung|ein klotz am bein|eine burde|weniger intelligent|weniger wert|nichts wert|dummer als|minderwertiger als|keine echten|keine richtigen|keine menschen|unmenschen")}|${any("nie|niemals|keinen|keine|kein")}${gap(1)} ${any("einen|eine|einem")}? ${any("muslim|juden|jude|schwarzen|auslander|fluchtling|frau|schwulen|behinderten|migranten|araber|turken")} ${any("einstellen|vermieten|heiraten|vertrauen|wahlen|reinlassen")}|typisch ${any("frau|frauen|auslander|muslim|muslime|jude|juden|schwule|schwuler|araber|turke|turken|zigeuner|schwarze")}(?: [a-z]+){0,3} ${any("kann nicht|konnen nicht|kann kein|konnen kein|zu dumm|zu blod|zu faul")}`,
    ),
  },
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
      `${any("ich hasse sie|ich hasse euch|ich verachte sie|ich verachte euch|sie gehoren (?:alle )?(?:hingerichtet|vergast|eingesperrt|ausgerottet|erschossen|aufgehangt|vernichtet)|ihr verdient es zu leiden|sie verdienen es zu leiden|ihr seid (?:doch |nur |alle |einfach |nichts als ){0,3}(?:abschaum|dreck|ungeziefer|ratten|parasiten|tiere|schweine|mull|abfall|wertlos|eine plage|eine seuche)|sie sind (?:doch |nur |alle |einfach |trotzdem |nichts als ){0,3}(?:abschaum|dreck|ungeziefer|ratten|parasiten|tiere|schweine|mull|abfall|wertlos|eine plage|eine seuche)|(?:mochte|will|werde) (?:sie|euch) (?:einfach )?(?:nur )?(?:toten|umbringen|erschiessen|vernichten)|nichts schlimmeres als eure art|eure art ist")}`,
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

const ROMANCE_GATE = speltGate(romanceShapes);

/**
 * A pattern of one language gated by the words its own expression spells (less those English shares), so an
 * English text that names a group ("women", "immigrants") does not run it: ~40 such patterns read every such
 * text whole before (~0.4 ms per KB).
 */
const ownGate = (pattern: ToxicPattern): ToxicPattern =>
  pattern.words === undefined ? { ...pattern, words: speltGate([pattern]) } : pattern;

export const I18N_TOXIC_PATTERNS: readonly ToxicPattern[] = [
  ...romance.map(ownGate),
  ...romanceShapes.map((pattern) => ({ ...pattern, words: ROMANCE_GATE })),
  ...german.map(ownGate),
  ...threats.map(ownGate),
  ...MORE_LANGUAGE_PATTERNS.map(ownGate),
  ...I18N_FAMILY_PATTERNS.map(ownGate),
].map((pattern) => ({
  ...pattern,
  negated: pattern.negated ?? deniedAround,
}));

/** Every group word of these patterns: a text without any skips them all. */
export const I18N_GROUP_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(LANGUAGES).flatMap((l) => [l.groups, l.members]),
    DE_GROUPS,
    ...Object.values(THREATS).map((t) => t.persons),
  ]
    .flatMap((groups) => groups.split("|"))
    .concat(MORE_LANGUAGE_GROUP_WORDS),
);
