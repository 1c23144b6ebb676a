/**
 * English kinds of toxicity that the other multilingual terms read only in a few of the nine languages: "I will find
 * you and kill you", a death wished on someone's family, "go kill yourself", "your mother should have aborted you",
 * "I'll beat you up after school", a group called animals or said to control the banks, a group that "should die" or
 * "be put down", "your opinion is garbage, just like you", "what a stupid bot".
 *
 * Written from each language's grammar after a grid of eighteen English toxic lines that the patterns catch, each
 * translated into the nine languages twice (a faithful and a colloquial variant, with clean twins that share the
 * vocabulary: "how do I kill a Python process", "the fire kept the whole family warm", "take the garbage out"),
 * showed that about four in ten of the translations were missed. The faithful variants were read to write these;
 * the colloquial ones were kept as a check (BENCHMARKS.md, "Nine languages").
 */
import { LetterBoundedRegExp } from "../text/words.js";
import type { I18nToxicTerm } from "./i18n-lexicon.js";

const word = (source: string) => new LetterBoundedRegExp(source);
const cjk = (source: string) => new RegExp(source, "gu");
const CYRILLIC = /[\u0400-\u04ff]/;
const HAN = /[\u3400-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;

/** Groups of people in Spanish, French, Portuguese, Italian and German (plural, as attacks name them). */
const GROUPS_LATIN =
  "(?:los |las |les |os |as |gli |le |i |die |alle |todos los |todas las |tous les |toutes les |todos os |todas as |tutti gli |tutte le )?(?:viejos|ancianos|vieux|vieilles|personnes [âa]g[ée]es|velhos|idosos|anziani|vecchi|alten|alte menschen|alten menschen|rentner|discapacitados|minusv[áa]lidos|personas discapacitadas|personas con discapacidad|handicap[ée]s|personnes handicap[ée]es|deficientes|pessoas com defici[êe]ncia|disabili|handicappati|persone disabili|behinderte|behinderten|behinderte menschen|inmigrantes|immigr[ée]s|imigrantes|immigrati|einwanderer|migranten|migrantes|migrants|refugiados|r[ée]fugi[ée]s|rifugiati|fl[üu]chtlinge|jud[íi]os|juifs|judeus|ebrei|juden|musulmanes|musulmans|mu[çc]ulmanos|musulmani|muslime|negros|noirs|pretos|neri|schwarze|gays|gais|homosexuales|homosexuels|homossexuais|omosessuali|schwule|homosexuelle|mujeres|femmes|mulheres|donne|frauen|gitanos|gitans|ciganos|zingari|zigeuner|[áa]rabes|arabi|araber|chinos|chinois|chineses|cinesi|chinesen)";
/** Jews named, controlling, and what they are said to control (the five Latin languages). */
const JEWS_LATIN = "(?:jud[íi]os|juifs|judeus|ebrei|juden)";
const CONTROL_LATIN =
  "(?:controlan|controla|dominan|contr[ôo]lent|dominent|controlam|dominam|controllano|dominano|kontrollieren|beherrschen|unter kontrolle|steuern)";
const INSTITUTIONS_LATIN =
  "(?:bancos|medios|banques|m[ée]dias|m[íi]dia|banche|giornali|media|banken|medien|finanzas|finances|finan[çc]as|finanza|finanzen|gobierno|gouvernement|governo|regierung)";
/**
 * A claim reported, denied or argued against earlier in its clause ("Je n'ai jamais dit que…", "Vous devez arrêter de
 * dire que…", "decir que…", "behaupten, dass…"): counter-speech quotes the claims it answers.
 */
const REPORTED =
  /\b(?:dire|dit|dites|disent|[ée]crire|[ée]crit|pr[ée]tendre|affirmer|decir|dicho|dices|dicen|dizer|disse|dizem|diz|falar|falei|falou|falam|falaram|fala|dire|detto|dici|dicono|sagen|gesagt|sagt|behaupten|behauptet)\b,? (?:que|qu'|che|dass)/i;
/** A few words of the same sentence. */
const SAME_SENTENCE = "[^.!?\\n]{0,60}";
const GROUPS_RU =
  "(?:мигранты|иммигранты|беженцы|евреи|жиды|геи|пидоры|женщины|бабы|мусульмане|черные|чёрные|хачи|чурки|цыгане|инвалиды|старики|старухи|пенсионеры)";
const GROUPS_ZH = "(?:黑人|穆斯林|同性恋者?|女人|女性|犹太人|移民|难民|外国人|残疾人|老人|老年人|黑鬼)";
const GROUPS_JA =
  "(?:黒人|ムスリム|イスラム教徒|同性愛者|ホモ|ゲイ|女ども|女性|女|ユダヤ人|移民|難民|外国人|障害者|老人|年寄り|高齢者)";
const GROUPS_KO = "(?:흑인|무슬림|동성애자|게이|유대인|이민자|난민|외국인|장애인|여자|노인|늙은이)";

/**
 * One term per label for a script-gated language (Russian, Chinese, Japanese, Korean): attacks on a group
 * (`identity_attack`), threats and death wishes (`threat`), insults (`insult`).
 */
function scriptFamilies(
  language: string,
  requires: RegExp,
  build: (source: string) => RegExp,
  parts: Partial<Record<"identity_attack" | "threat" | "insult", readonly string[]>>,
  /** The attacks on a group do not count after a negation or reported speech in their clause ("我从来没说过…"). */
  negatedOrReported: RegExp,
): I18nToxicTerm[] {
  return Object.entries(parts).map(([label, sources]) => ({
    id: `${label}_families_${language}`,
    requires,
    label: label as I18nToxicTerm["label"],
    weight: 0.8,
    regex: build(sources.join("|")),
    ...(label === "identity_attack" ? { unlessClauseHas: negatedOrReported } : {}),
  }));
}

export const I18N_TOXIC_FAMILIES: readonly I18nToxicTerm[] = [
  {
    // "Je vais te trouver et te tuer", "Vou te encontrar e te matar", "Ich werde dich finden und umbringen".
    id: "threat_find_kill_i18n",
    label: "threat",
    weight: 0.8,
    words:
      "find finde bringe bring vais jvais tuer buter crever massacrer egorger tuerai buterai matar mato matarei arrebentar espancar matarte matare umbringen toten abstechen erschiessen kaltmachen ammazzare uccidere ammazzarti ucciderti ammazzero uccidero trovo ammazzo uccido",
    regex: word(
      "je vais (?:te|vous) (?:trouver et (?:te|vous) )?(?:tuer|buter|crever|massacrer|[ée]gorger)|je (?:te|vous) (?:tuerai|buterai)|(?:eu )?vou (?:te|l?he) (?:encontrar e (?:te|l?he) )?(?:matar|arrebentar|espancar at[ée] a morte)|(?:eu )?(?:te|l?he) mato|(?:eu )?(?:te )?matarei|voy a (?:encontrarte y )?matarte|te (?:voy a )?encontrar[ée]? y te (?:voy a )?matar[ée]?|te (?:encontrar[ée] y te )?matar[ée]|ich (?:werde|will) dich (?:finden und (?:dich )?)?(?:umbringen|t[öo]ten|abstechen|erschie(?:ß|ss)en|kaltmachen)|ich finde? dich und (?:dann )?(?:bringe?|werde) (?:ich )?dich um(?:bringen)?|(?:dann )?bring ich dich um|j['’ ]?vais te (?:retrouver et j['’ ]?vais te )?(?:buter|tuer|crever|d[ée]foncer)|ti (?:trover[òo] e ti )?(?:ammazzer[òo]|uccider[òo])|ti trovo e ti (?:ammazzo|uccido)|(?:vengo a )?(?:ammazzarti|ucciderti)",
    ),
  },
  {
    // A death wished on someone's family: "Espero que toda tu familia muera", "J'espère que toute ta famille
    // mourra", "Ich hoffe, deine ganze Familie stirbt", "Spero che tutta la tua famiglia muoia".
    id: "death_wish_family_i18n",
    label: "threat",
    weight: 0.8,
    words: "espero ojala esperamos espere spero hoffe hoffentlich tomara deseo desejo",
    regex: word(
      "(?:(?:espero|deseo) que|ojal[áa](?: que)?) (?:toda )?(?:tu|su|vuestra) (?:familia|madre|hijos|hija|hijo)(?: entera)?(?: se)? (?:muera|mueran|muriera|pudra)|j'esp[èe]re que (?:toute )?(?:ta|votre) (?:famille|m[èe]re|enfants?)(?: enti[èe]re)? (?:meurt|mourra|meure|cr[èe]ve|cr[èe]vera|va cr[èe]ver|br[ûu]le|br[ûu]lera)|(?:espero|tomara|desejo) que (?:toda )?(?:a )?(?:tua|sua) (?:fam[íi]lia|m[ãa]e|filhos?)(?: inteira)? (?:morra|morram|apodre[çc]a|queime)|spero che (?:tutta )?(?:la tua|la sua) (?:famiglia|madre|figli)(?: intera)? (?:muoia|crepi|muoiano|crepino|bruci)|(?:ich hoffe,? (?:dass )?|hoffentlich )(?:deine|ihre) (?:ganze )?(?:familie|mutter|kinder) (?:stirbt|sterben|krepiert|krepieren|verreckt|verrecken|verbrennt)",
    ),
  },
  {
    // "Ve a suicidarte", "Va te suicider", "Bring dich um", "Vai ad ammazzarti", "Vai se matar", "Suicídate".
    id: "suicide_urged_i18n",
    label: "threat",
    weight: 0.8,
    words:
      "suicidarte suicidate matate ahorcate suicider suicide tue pendre bring umbringen tote hang aufhangen erschiess ammazzarti ammazzati ucciditi suicidati impiccati matar mata enforca suicida pends enforcar suicidar tuer foutre",
    regex: word(
      "(?:ve a |vete a )?(?:suicidarte|suic[íi]date|m[áa]tate|ah[óo]rcate)|va (?:te suicider|te tuer|te pendre)|(?:suicide|tue|pends)-toi|bring dich (?:doch )?(?:endlich )?um|geh dich (?:doch )?umbringen|va te foutre en l'air|t[öo]te dich(?: selbst)?|h[äa]ng dich (?:doch )?(?:endlich )?auf|erschie(?:ß|ss) dich|(?:vai ad |va' ad )?(?:ammazzarti|ammazzati|ucciditi|suicidati|impiccati)|(?:vai|v[áa]) se (?:matar|enforcar|suicidar)|se mata logo|mata-te|enforca-te|suicida-te",
    ),
  },
  {
    // "Your mother should have aborted you" in the five Latin languages.
    id: "aborted_you_i18n",
    label: "insult",
    weight: 0.75,
    words: "abortado abortar avorter avorte abtreiben abgetrieben abortirti abortito abortire",
    regex: word(
      "(?:deber[íi]a|tendr[íi]a que) haberte abortado|(?:tendr[íi]a|deber[íi]a) (?:que )?haber abortado|(?:doveva|dovrebbe|avrebbe dovuto) abortire|(?:aurait|aurais) d[ûu] (?:t'|vous )?avorter|(?:devia|deveria|tinha que) ter (?:te |lhe )?abortado|(?:h[äa]tte dich|dich h[äa]tte) (?:abtreiben (?:sollen|m[üu]ssen)|abgetrieben)|(?:avrebbe|avresti) dovuto abortirti|(?:avrebbe|avrebbero) dovuto abortire",
    ),
  },
  {
    // "Ich werde dich grün und blau schlagen", "Ti riempirò di botte", "Vou te encher de porrada".
    id: "beating_i18n",
    label: "threat",
    weight: 0.75,
    words:
      "schlagen verprugeln zusammenschlagen vermobeln botte mazzate spacco picchio pesto massacro porrada pancada surra paliza golpes hostias coup tabasser defoncer casser fresse spacchero rompo rompero faccia pestero massacrero cara gueule demonter",
    regex: word(
      "ich (?:werde|will) dich (?:nach der schule )?(?:gr[üu]n und blau )?(?:schlagen|verpr[üu]geln|zusammenschlagen|verm[öo]beln)|ti (?:riempir[òo]|riempio|gonfier[òo]|gonfio) di (?:botte|mazzate)|ti (?:spacco|spaccher[òo]|rompo|romper[òo]) (?:la faccia|il culo|le ossa)|ti (?:picchio|pester[òo]|pesto|massacro|massacrer[òo])|(?:vou|vamos) te (?:encher de (?:porrada|pancada)|dar (?:uma )?(?:surra|porrada))|te voy a (?:dar (?:una )?(?:paliza|golpes|de hostias)|partir la cara|romper la cara)|je vais te (?:tabasser|d[ée]foncer|casser la gueule|p[ée]ter la gueule|d[ée]monter)|kriegst du[^.!?\\n]{0,20}auf die fresse|(?:du )?(?:kriegst|bekommst) (?:gleich )?(?:eins )?auf die fresse",
    ),
  },
  {
    // A group that "should die", "be put down" or "be exterminated": "Los viejos … deberían morirse", "Behinderte …
    // sollten eingeschläfert werden", "Les vieux … devraient mourir".
    id: "group_should_die_i18n",
    unlessClauseHas: REPORTED,
    label: "identity_attack",
    weight: 0.8,
    words:
      "deberian deberia deben devraient doivent faudrait deveriam devem dovrebbero devono sollten sollte mussen muss gehoren",
    regex: word(
      `${GROUPS_LATIN}${SAME_SENTENCE} (?:deber[íi]an|deben|devraient|doivent|deveriam|devem|dovrebbero|devono|sollten|m[üu]ssen)(?: (?:de una vez|ya|simplement|juste|enfin|une bonne fois|logo|simplesmente|e basta|einfach|endlich|alle|todos|tous|todas|tutti))* (?:morir(?:se)?|mourir|cr[ée]ver|morrer|morire|crepare|sterben|verrecken|krepieren|ser (?:sacrificad[oa]s|eliminad[oa]s|exterminad[oa]s|asesinad[oa]s)|[êe]tre (?:euthanasi[ée]e?s|[ée]limin[ée]e?s|extermin[ée]e?s|abattu(?:e)?s)|ser (?:sacrificad[oa]s|eliminad[oa]s|exterminad[oa]s|mort[oa]s)|essere (?:soppress[ie]|eliminat[ie]|sterminat[ie])|(?:eingeschl[äa]fert|ausgerottet|vergast|get[öo]tet|vernichtet) werden)`,
    ),
  },
  {
    // "Tu opinión es basura, igual que tú", "Deine Meinung ist Müll, genau wie du", "… proprio come te", and the
    // English "your opinion is garbage, just like you".
    id: "garbage_like_you_i18n",
    label: "insult",
    weight: 0.7,
    words:
      "basura mierda poubelle merde lixo merda spazzatura schifezza cagata stronzata mull scheisse dreck garbage trash rubbish crap shit",
    regex: word(
      "(?:es|son) (?:una )?(?:basura|mierda)[,;:\\s][^.!?\\n]{0,11}(?:igual que|como|lo mismo que) t[úu]|(?:est|sont) (?:de la |bon(?:ne)? [àa] (?:jeter [àa] )?la )?(?:poubelle|merde)[,;:\\s][^.!?\\n]{0,11}(?:tout )?comme toi|(?:[ée]|s[ãa]o) (?:um )?(?:lixo|merda)[,;:\\s][^.!?\\n]{0,11}(?:assim como|igual a|que nem|como) (?:voc[êe]|tu|ti)|(?:[èe]|sono) (?:una )?(?:spazzatura|merda|schifezza|cagata|stronzata)[,;:\\s][^.!?\\n]{0,11}(?:proprio )?come te|(?:ist|sind) (?:m[üu]ll|schei(?:ß|ss)e|dreck)[,;:\\s][^.!?\\n]{0,11}(?:genau(?:so)? )?wie du|(?:is|are) (?:total |complete |utter )?(?:garbage|trash|rubbish|crap|shit)[,;:\\s][^.!?\\n]{0,11}(?:just )?like you",
    ),
  },
  {
    // "Was für ein DUMMER, IDIOTISCHER Bot", "du blöder Bot".
    id: "stupid_thing_de",
    label: "insult",
    weight: 0.6,
    words:
      "fuern furn saudummer saudumme saudummes dummer dumme dummes idiotischer idiotische idiotisches bloder blode blodes bescheuerter bescheuerte bescheuertes",
    regex: word(
      "was f[üu]r(?:n| ein| eine) (?:saudumme[rs]?|dumme[rs]?|idiotische[rs]?|bl[öo]de[rs]?|bescheuerte[rs]?)|du (?:dumme[rs]?|idiotische[rs]?|bl[öo]de[rs]?|bescheuerte[rs]?) [\\p{L}]+",
    ),
  },
  {
    // Colloquial claims about a group: "Les immigrés c'est des parasites", "Mulher é burra demais", "Les gays c'est
    // dégueulasse", "Muçulmano é tudo terrorista".
    id: "group_claims_colloquial_fr_pt",
    unlessClauseHas: REPORTED,
    label: "identity_attack",
    weight: 0.75,
    words:
      "parasites parasite parasitas parasita animaux animais animal terroristes terroristas terrorista singes macacos macaco cons connes betes degueulasse degueulasses dechets rats cafards sauvages criminels violeurs burra burro burras burros nojento nojenta nojentos nojentas lixo",
    regex: word(
      "(?:les )?(?:meufs|femmes|immigr[ée]s|migrants|gays|homos|musulmans|noirs|juifs|arabes|handicap[ée]s|vieux|roms|gitans) (?:c'est|ce sont|sont)(?: tous| toutes| que)? (?:des |trop |vraiment )?(?:parasites|animaux|terroristes|singes|cons|connes|b[êe]tes|d[ée]gueulasses?|d[ée]chets|rats|cafards|sauvages|criminels|violeurs)|(?:mulher|mulheres|imigrante|imigrantes|gay|gays|mu[çc]ulmano|mu[çc]ulmanos|negro|negros|preto|pretos|judeu|judeus|deficiente|deficientes|velho|velhos|cigano|ciganos) (?:[ée]|s[ãa]o)(?: tudo| todos| todas)? (?:um |uns )?(?:burr[ao]s?(?: demais)?|parasitas?|nojent[oa]s?|terroristas?|animais|animal|macacos?|lixo)",
    ),
  },
  {
    // A group told to die or to be put down, colloquially: "Les vieux servent à rien, qu'ils crèvent", "die sollte man
    // einschläfern", "faudrait les piquer", "che crepino", "que se mueran ya", "tinha que morrer".
    id: "group_should_die_colloquial_i18n",
    unlessClauseHas: REPORTED,
    label: "identity_attack",
    weight: 0.8,
    words:
      "mueran crevent crepino morrer sacrificar piquer tuer buter degager virer einschlafern vergasen ausrotten umbringen abkratzen verrecken sterben",
    regex: word(
      `(?:${GROUPS_LATIN}|velho|deficiente|imigrante|mulher|viejo)${SAME_SENTENCE}(?:que se mueran(?: ya| todos| de una vez)?|qu'ils cr[èe]vent|che crepino|tinha que (?:morrer|sacrificar)|(?:il )?faudrait les (?:piquer|tuer|buter)|faut (?:tous )?les (?:tuer|piquer|d[ée]gager|virer|buter)|(?:sollte|muss|m[üu]sste) man (?:die )?(?:alle )?(?:einschl[äa]fern|vergasen|ausrotten|umbringen)|sollen (?:die )?(?:doch )?(?:endlich )?(?:abkratzen|verrecken|sterben))`,
    ),
  },
  {
    // "Jews control the banks and the media", in any order of the sentence: "C'est les Juifs qui contrôlent les
    // banques", "Los bancos y los medios los controlan los judíos", "die Juden haben die Banken unter Kontrolle".
    id: "jews_control_i18n",
    unlessClauseHas: REPORTED,
    label: "identity_attack",
    weight: 0.8,
    words: "judios juifs judeus ebrei juden",
    regex: word(
      [
        [JEWS_LATIN, CONTROL_LATIN, INSTITUTIONS_LATIN],
        [JEWS_LATIN, INSTITUTIONS_LATIN, CONTROL_LATIN],
        [INSTITUTIONS_LATIN, CONTROL_LATIN, JEWS_LATIN],
        [INSTITUTIONS_LATIN, JEWS_LATIN, CONTROL_LATIN],
        [CONTROL_LATIN, INSTITUTIONS_LATIN, JEWS_LATIN],
      ]
        .map((order) => order.join("\\s(?:[^.!?\\n]{0,38}\\s)?"))
        .join("|"),
    ),
  },
  {
    // A Spanish insult after "shut up" or as "you are the …": "Cállate, zorra", "Tú eres la perra".
    id: "shut_up_insult_es",
    label: "insult",
    weight: 0.7,
    words: "callate calla eres",
    regex: word(
      "c[áa]llate(?: la boca| ya)?,? (?:zorra|perra|puta|pendej[oa]|idiota|imb[ée]cil|gilipollas|cabr[oó]n|maric[oó]n|est[úu]pid[oa]|tarad[oa]|basura)|(?:t[úu] )?eres (?:la|una|un|el) (?:zorra|perra|puta|put[oa] basura)",
    ),
  },
  {
    // French harassment and veiled threats: "Je vais venir te faire du mal", "Je sais où te trouver", "on viendra
    // t'humilier", "tout le monde devrait te ridiculiser", "tu vas le regretter physiquement".
    id: "harassment_fr",
    label: "threat",
    weight: 0.7,
    words: "faire mal sais humilier ridiculiser honte regretter prendre harceler",
    regex: word(
      "je vais (?:venir )?te faire (?:du )?mal|je sais o[ùu] (?:te trouver|tu habites|tu vis)|(?:je vais|on va) m'en prendre [àa] toi|(?:on|nous) (?:va|viendra|viendrons|allons) (?:te suivre[^.!?\\n]{0,30}pour )?(?:t'humilier|te ridiculiser|te faire honte)|(?:tout le monde|on) devrait (?:t'ignorer et )?(?:t'humilier|te ridiculiser|te harceler)|tu vas (?:le )?regretter physiquement",
    ),
  },
  {
    // A group ranked lower or shut out, in French: "Ce groupe est inférieur et devrait être exclu", "refuser les
    // services aux gens de cette origine", "n'ont pas leur place ici".
    id: "group_excluded_fr",
    unlessClauseHas: REPORTED,
    label: "identity_attack",
    weight: 0.65,
    words: "inferieur inferieurs inferieure inferieures exclu exclus exclue exclues place refuser",
    regex: word(
      "(?:ce groupe|ces gens|ces personnes|les gens de cette origine|les personnes de ce groupe|ce peuple)[^.!?\\n]{0,20} (?:est|sont) inf[ée]rieur(?:e|s|es)?|devrai(?:t|ent) [êe]tre exclu(?:e|s|es)? (?:de|des) (?:nos|notre|ce|cette|ces|la|les)|(?:ne )?(?:devraient|devrait) pas avoir leur place (?:ici|parmi nous|chez nous|en france|dans ce pays)|(?:on devrait|il faut|il faudrait) refuser (?:les services|l'acc[èe]s|le logement|l'emploi) aux (?:gens|personnes) de (?:cette|leur) (?:origine|religion|couleur|race)",
    ),
  },
  {
    // "Ab an den Herd" said of a woman, and "Terror-Türken": German sexism and ethnic labels.
    id: "group_labels_de",
    label: "identity_attack",
    weight: 0.65,
    words: "herd terror terrorturken terrorturke terrormoslems terroraraber terrormuslime",
    regex: word("ab (?:an|in) den herd|terror[- ]?(?:t[üu]rken?|araber|moslems|muslime)"),
  },
  {
    // English profanity bent by a digit ("ash0le", "a55hole"), which the lexicon's look-alike table reads as "ashole".
    id: "bent_profanity_en",
    label: "profanity",
    weight: 0.6,
    words: "ashole ashol asshole",
    regex: word("ash[o0]le|a55hole|assh0le"),
  },
  ...scriptFamilies(
    "ru",
    CYRILLIC,
    word,
    {
      identity_attack: [
        `${GROUPS_RU}\\s*(?:—|-|–)?\\s*(?:это\\s+)?(?:просто\\s+)?(?:животные|звери|скоты|обезьяны|паразиты|мразь|отбросы)`,
        `${GROUPS_RU}\\s+(?:отвратительн\\p{L}*|мерзк\\p{L}*|омерзительн\\p{L}*)`,
        `${GROUPS_RU}[^.!?\\n]{0,40}(?:должны|пора|надо|нужно)\\s+(?:уже\\s+)?(?:просто\\s+)?(?:умереть|сдохнуть|подохнуть|исчезнуть)`,
        "(?:евреи|жиды)[^.!?\\n]{0,40}(?:держат|контролируют|правят)|(?:банки|сми)[^.!?\\n]{0,30}(?:держат|контролируют)\\s+(?:евреи|жиды)",
        "(?:стари(?:чьё|чье|ки)|пенсионеры)[^.!?\\n]{0,40}(?:сдохли\\s+бы|пусть\\s+(?:сдохнут|подохнут))",
      ],
      threat: [
        "(?:я\\s+)?(?:тебя\\s+)?(?:изобью|отпизжу|отмудохаю|урою|отметелю)(?:\\s+тебя)?",
        "(?:надеюсь|желаю),?\\s+(?:что\\s+)?(?:вся\\s+)?тво(?:я|ю)\\s+семь(?:я|ю)\\s+(?:сдохнет|умрёт|умрет|сгорит|сгниёт|сгниет)",
        "(?:иди\\s+)?(?:убей\\s+себя|убейся|повесься|самоубейся)",
        "чтоб(?:ы)?\\s+(?:вся\\s+)?тво(?:я|и)\\s+семь(?:я|и)\\s+(?:сгорела|сдохла|умерла|сгнила)",
      ],
      insult: [
        "(?:мусор|говно|дерьмо|хрень)\\p{L}*,?\\s+как\\s+и\\s+ты",
        "(?:тебя|вас)\\s+(?:надо|нужно)\\s+было\\s+(?:абортировать|вытравить)",
      ],
    },
    /(?:^|\s)(?:не|никогда|если|сказал\p{L}*|говорят|будто)(?:\s|$)/iu,
  ),
  ...scriptFamilies(
    "zh",
    HAN,
    cjk,
    {
      identity_attack: [
        `${GROUPS_ZH}(?:都|全)?是(?:动物|畜生|禽兽|猴子|寄生虫|垃圾)`,
        `${GROUPS_ZH}(?:很|真|太)?(?:恶心|令人作呕)`,
        `${GROUPS_ZH}[^。！？!?\\n]{0,16}(?:早就该死|都该死|应该去死|就该去死|该死了|去死吧|应该被(?:消灭|杀掉|处死))`,
        "犹太人(?:控制|操纵|掌控|把持)着?(?:银行|媒体|世界|金融|政府)",
        "(?:女的|女人|移民|搞同性恋的|同性恋|穆斯林|黑人|犹太人|残疾人|老人)(?:就是|都是|全是|真)(?:一群)?(?:蠢|吸血虫|恶心|畜生|恐怖分子|废物|垃圾)",
        "(?:银行|媒体)[^。！？\\n]{0,12}(?:全|都)?被犹太人(?:控制|操纵|掌控)",
        "全都给我滚出去",
      ],
      threat: [
        "(?:希望|祝|但愿)你(?:全家|一家|家人)(?:都|全)?(?:死|死光|死绝|去死|被烧死|在火灾中死)",
        "(?:去)?自杀吧|你怎么不去(?:死|自杀)",
        "(?:我要|我会)?把你(?:揍|打)(?:个半死|死|得半死)",
        "(?:希望|祝|但愿)你(?:全家|一家|家人)[^。！？\\n]{0,4}(?:被火烧死|烧死|死光光|不得好死)",
      ],
      insult: [
        "(?:你妈|你妈妈|你母亲)(?:当初|当年)?(?:就)?(?:该|应该)(?:把你)?(?:打掉|堕胎)",
        "(?:垃圾|废物|狗屎)[，,]?(?:就)?(?:跟|和|像)你一样",
        "(?:你妈|你妈妈|你母亲)(?:当初|当年)?(?:就)?(?:该|应该)(?:把你)?流掉",
        "(?:垃圾|废物|狗屎)[，,][^。！？\\n]{0,4}(?:跟|和|像)你(?:这个人)?一样",
      ],
    },
    /没|不|别|從未|从未|绝不|並非|并非|如果|要是|说|說|骂|罵|你觉得|你认为|你以为|就算你/,
  ),
  ...scriptFamilies(
    "ja",
    KANA,
    cjk,
    {
      identity_attack: [
        `${GROUPS_JA}(?:は|って)(?:動物|けだもの|獣|猿|サル|ゴキブリ|寄生虫|ゴミ)`,
        `${GROUPS_JA}(?:は|って)(?:頭が悪|バカ|馬鹿|無能)`,
        `${GROUPS_JA}[^。！？!?\\n]{0,20}(?:さっさと|早く|とっとと)?死ぬべき`,
        "ユダヤ人が(?:銀行|メディア|世界|金融|政府)(?:と[^。]{0,8})?を(?:支配|操っ|牛耳)",
        "(?:在日朝鮮人|朝鮮人|韓国人|中国人|中韓|外人|ロシア人|キリスト教徒|ムスリム|黒人|女)(?:は|って|なんて)(?:悪魔|害虫|ゴキブリ|ウジ虫|土人|猿)",
        "(?:連中|奴ら|やつら|あいつら)は人(?:類|間)(?:では|じゃ)(?:無|な)い",
        "人間としての価値(?:が|も)?(?:無|な)い",
        "白豚|倭猿|ゴキブリ中韓",
        "(?:移民|ゲイ|黒人|障害者|ムスリム|女|在日)とか(?:ただの)?(?:寄生虫|キモ|動物|お荷物|テロリスト)",
        "(?:銀行|メディア)[^。！？\\n]{0,12}ユダヤ人が(?:牛耳|支配|操)",
        "(?:処分|始末)(?:しとけ|しろ|すべき)",
      ],
      threat: [
        "(?:お前|あなた|てめえ)の家族(?:全員|みんな)?(?:が)?(?:死ね|死んで|焼け死|死にますように)",
        "自殺しろ|首(?:を)?吊れ",
        "(?:お前|あなた|てめえ)を(?:ボコボコ|ぶん殴|殴り殺)",
        "ボコボコにして(?:やる|やっから|やんよ|やるよ)",
      ],
      insult: [
        "中絶(?:する|す)べきだった",
        "(?:ゴミ|クズ)(?:だ|だな)?[、,]?(?:お前|あなた|てめえ)(?:自身)?と同じ",
        "(?:ゴミ|クズ)[^。！？\\n]{0,6}(?:お前|あなた|てめえ)と一緒",
      ],
    },
    /もし|なんて言|と言う人|と言った|と言って/,
  ),
  ...scriptFamilies(
    "ko",
    HANGUL,
    cjk,
    {
      identity_attack: [
        `${GROUPS_KO}(?:들)?(?:은|는)\\s?(?:동물|짐승|원숭이|벌레|기생충|쓰레기)`,
        `${GROUPS_KO}(?:들)?(?:은|는)[^.!?。\\n]{0,20}(?:빨리\\s?)?죽어야`,
        "유대인(?:들)?(?:이|은|는)?\\s?(?:은행|언론|세계|금융|정부)[^.!?。\\n]{0,12}(?:장악|지배|조종)",
        "빨갱이|빨갱아|김\\s?치\\s?(?:년|녀)|짱깨\\s?(?:꺼|새끼|놈|들)",
        "(?:여자|게이|무슬림|흑인|장애인|이민자|유대인)(?:들)?(?:은|는)?\\s?(?:진짜\\s?|그냥\\s?|죄다\\s?|다\\s?)?(?:역겨|짐승|테러리스트|머리가\\s?딸려|기생충)",
        "(?:은행|언론)[^.!?。\\n]{0,16}유대인(?:들)?(?:이|은|는)?\\s?(?:쥐고|장악|지배|조종)",
        "다\\s?안락사시켜야",
      ],
      threat: [
        "(?:너희|니|너의|당신)\\s?가족[^.!?。\\n]{0,10}(?:죽었으면|불에\\s?타|다\\s?죽어)",
        "(?:가서\\s)?자살(?:해|하라|해라|해버려)",
        "(?:너를|널|니)\\s?(?:흠씬\\s)?(?:두들겨\\s?패|패줄|패버릴|때려\\s?줄)",
        "죽여\\s?버린다|뒤지게\\s?맞을|맞을\\s?줄\\s?알아",
      ],
      insult: [
        "낙태했어야",
        "애새끼|개소리|골빈\\s?(?:년|놈|ㄴ|새끼)",
        "쓰레기(?:야|다)?,?\\s?(?:너|니)(?:처럼|랑\\s?똑같|와\\s?같)",
        "쓰레기(?:임|야|다)?,?\\s?(?:너|니)랑\\s?똑같",
      ],
    },
    /만약|라고\s?(?:말|하)|않았|적\s?없/,
  ),
];
