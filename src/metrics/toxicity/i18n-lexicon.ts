/**
 * Insults, profanity and threats in Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese
 * and Korean (and the strongest ones of Dutch, Polish, Turkish, Indonesian, Vietnamese, Hindi, Arabic and
 * Thai), read on the raw text (any case) where the English lexicon cannot see them. Written here from
 * the languages' common swear words and threat phrasings; the learned model reads these languages'
 * character n-grams as well.
 */
import { traced } from "../text/regex-code.js";
import { LetterBoundedRegExp } from "../text/words.js";
import { I18N_TOXIC_FAMILIES } from "./i18n-families.js";
import type { ToxicityLabel } from "./lexicon.js";

export interface I18nToxicTerm {
  id: string;
  label: ToxicityLabel;
  weight: number;
  regex: RegExp;
  /** A cheap test the text must pass before `regex` runs (e.g. "has Cyrillic letters"). */
  requires?: RegExp;
  /**
   * Skeleton words (three letters or more, accents folded), one of which every match holds: a text whose
   * skeleton has none skips `regex` (for terms of Latin-script languages, which no script test can gate).
   */
  words?: string;
  /**
   * A raw-text test that runs `regex` even where none of `words` stands: for the matches no whole skeleton word
   * names (compounds such as "Scheißkerl", "pezzodimerda"; Cyrillic phrases, whose skeleton reads look-alikes).
   */
  opensOn?: RegExp;
  /**
   * A match does not count when the clause before it holds this: a negation or reported speech ("我从没说过…",
   * "你不可以再说…", "如果你说…").
   */
  unlessClauseHas?: RegExp;
}

/** How far back a clause is read: enough for its words before a term, and linear time on text without marks. */
const CLAUSE_REACH = 120;

/**
 * Where the clause holding `index` starts: after the last sentence or clause mark before it, at most
 * `CLAUSE_REACH` characters back (text without marks would make every term read all the text before it).
 */
export function clauseStart(text: string, index: number): number {
  const limit = Math.max(0, index - CLAUSE_REACH);
  for (let i = index - 1; i >= limit; i--) if (CLAUSE_MARKS.has(text.charCodeAt(i))) return i + 1;
  return limit;
}

const CLAUSE_MARKS: ReadonlySet<number> = new Set([..."。！？!?；;，,\n"].map((c) => c.charCodeAt(0)));

const CYRILLIC = /[\u0400-\u04ff]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const ARABIC = /[\u0600-\u06ff]/;
const THAI = /[\u0e00-\u0e7f]/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

/** Groups named in attacks, Russian nominative and accusative (genitive plural for animates). */
const RU_GROUPS =
  "(?:мигранты|иммигранты|беженцы|евреи|жиды|геи|пидоры|женщины|бабы|мусульмане|черные|чёрные|хачи|чурки|цыгане|инвалиды)";
const RU_GROUPS_ACC =
  "(?:мигрантов|иммигрантов|беженцев|евреев|жидов|геев|пидоров|женщин|баб|мусульман|черных|чёрных|хачей|чурок|цыган|инвалидов)";
const ZH_GROUPS = "(?:黑人|穆斯林|同性恋|女人|犹太人|移民|难民|外国人|残疾人|黑鬼)";
/** The groups of Chinese attacks, with the slurs for some of them. */
const ZH_TARGETS =
  "(?:黑人|穆斯林|伊斯兰教徒|同性恋者?|女人|女性|犹太人|移民|难民|外国人|残疾人|跨性别者?|黑鬼|基佬|瘸子|娘炮)";
/** A negation or reported speech before a Chinese attack in its clause ("我从没说过…", "如果你说…"). */
const ZH_NEGATED_OR_REPORTED =
  /没|不|别|從未|从未|绝不|並非|并非|如果|要是|说|說|骂|罵|你觉得|你认为|你以为|就算你/;
/** A Chinese insult or slur named, not aimed: said or called by someone else ("叫人…真的不妥", "说…表示你很狭隘"). */
const ZH_NAMED = /说|說|叫人|叫我|叫他|叫她|叫别人|称呼|你觉得|你认为|你以为|就算你/;
/** A few characters of the same clause. */
const ZH_GAP = "[^。！？!?；;\\n]{0,12}";
const JA_GROUPS =
  "(?:黒人|ムスリム|イスラム教徒|同性愛者|ホモ|女ども|ユダヤ人|移民|難民|外国人|障害者|朝鮮人|チョン|在日|女性|(?<![\\u3400-\\u9fff])女(?![性子優王神]))";
const KO_GROUPS = "(?:흑인|무슬림|동성애자|게이|유대인|이민자|난민|외국인|장애인|짱깨|조선족|여자)";

/**
 * The word as a word: just after "people", "someone", "the word" ("llamar a la gente X", "Leute X zu nennen",
 * "le mot X"), the insult is named, not aimed, as counter-speech does.
 */
const NAMED_NOT_AIMED =
  /(?:\b(?:tudo|todo|tutto|tout) (?:menos|excepto|salvo|tranne|sauf)|\b(?:lo opuesto|o oposto|l'opposto|l'oppos[ée]) (?:a|de|di|du|d')|\b(?:pessoas|personas|persone)|\b(?:leute|jemanden|niemanden|menschen|andere|das wort|wort|wörter wie|begriff|la gente|a la gente|a alguien|a nadie|la palabra|palabras como|les gens|quelqu'un|personne|le mot|des mots comme|as pessoas|alguém|ninguém|a palavra|palavras como|le persone|qualcuno|nessuno|la parola|parole come)|\b(?:llamar|llamen|llames|llamarme|llamarte|llamarlo|llamarla|llamarnos|llamarles|decir|decirle|decirme|decirte|decirles|appeler|appelez|traiter de|chamar|chamem|chiamare|chiamate|chiamarmi|chiamarti|chiamarlo|chiamarla|chiamarci|chiamarvi|chiamarli|nennen)|\b(?:mich|dich|uns|jemanden|niemanden|leute|menschen)(?: nicht)? (?:eine?n?|als)|\b(?:me|te|le|nos|les) (?:llam[aeo]\w*|dic\w*|trat\w* de|chama\w*|chiam\w*|appel\w*|trait\w* de)|\b(?:trait|insult)\S* d(?:e|'))(?:\s*(?:des|de|du|d'|un|une|la|le|les|los|las|unos|unas|um|uma|uns|umas|dei|degli|delle|uno|una))?\s*["'„“«»‘’]?\s*$/i;

/**
 * A claim reported or denied earlier in the clause: "je n'ai jamais dit que … sont des …", "écrire que … en dit
 * long", "nunca dije que …", "non ho mai detto che …". The speaker's own opinion ("je pense que …") is not in it.
 */
const REPORTED_CLAUSE =
  /\b(?:(?:jamais|pas) (?:dit|écrit|ecrit|prétendu|pretendu|affirmé|affirme) que|nunca (?:dije|he dicho|escrib[ií]|disse|escrevi) que|non ho mai (?:detto|scritto) che|(?:nie|niemals) (?:gesagt|behauptet|geschrieben),? dass)|^\s*(?:écrire|ecrire|dire|prétendre|pretendre|affirmer|escribir|decir|afirmar|escrever|dizer|scrivere|affermare|schreiben|sagen|behaupten),? (?:que|che|dass)\b/i;
/** Named, not aimed, or reported: the clause test of the Romance and German insult and slur terms. */
const NOT_AIMED = new RegExp(`${NAMED_NOT_AIMED.source}|${REPORTED_CLAUSE.source}`, "i");

/**
 * No letter may touch the term on either side (Latin/Cyrillic scripts). Words spelt as in English ("idiot",
 * "cretin", "bimbo") are left to the English lexicon, which reads every text: listed here too, they counted
 * twice and outweighed its rules for weak insults ("don't be an idiot like me").
 */
const word = (source: string) => new LetterBoundedRegExp(source);
const cjk = (source: string) => traced(new RegExp(source, "gu"));

export const I18N_TOXIC_TERMS: readonly I18nToxicTerm[] = [
  {
    id: "insult_es",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "chinga chingar chingada chingado culero culeros culera culeras joto jotos mamador mamadores mamadar mamadares pinche pinches idiota idiotas estupido estupidos estupida estupidas imbecil imbeciles pendejo pendejos pendeja pendejas gilipollas cabron cabrones puta putas putos tarado tarados tarada taradas mierda mierdas basura basuras asco verguenza inutil inutiles perra perras retrasado retrasados retrasada retrasadas",
    regex: word(
      "chinga(?:r|da|do)? (?:a )?tu (?:madre|madrecita)|culer[oa]s?|jotos?|mamad[oa]r(?:es)?|pinches? (?:put[oa]s?|viej[oa]s?|naco|nacos|indio|indios|gat[oa]s?|perr[oa]s?|pendej[oa]s?|joto|jotos)|idiotas?|est[úu]pid[oa]s?|imb[ée]cil(?:es)?|pendej[oa]s?|gilipollas|cabr[oó]n(?:es)?|putas?|putos|hij[oa]s? de puta|tarad[oa]s?|mierdas?|basuras? humanas?|qu[ée] asco de (?:persona|gente|tipo|tía|tio|tío)|das (?:asco|verg[üu]enza ajena)|in[úu]til(?:es)?(?<=\\b(?:eres|sos|sois|un|una|unos|unas|pedazo de|menudo|menuda|vaya|puto|puta|maldito|maldita|so|bola de|panda de|par de|manada de|eres un|eres una) in[úu]til(?:es)?)|perras?(?<=\\b(?:eres|es|una|esa|esta|pinche|maldita|hija de|zorra y) perras?)|retrasad[oa]s?(?<=\\b(?:eres|un|una|unos|unas|el|la|los|las|pinche|malditos?|malditas?) retrasad[oa]s?)",
    ),
  },
  {
    id: "insult_fr",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "connard connards connasse connasses salope salopes pute putes encule encules abruti abrutis cretin cretins cretine cretines debile debiles idiote idiotes merde merdes gueule batard batards foutre con cons conne attarde attardes attardee attardees mongolien mongoliens mongolienne mongoliennes gogol gogols mongol mongole mongols putain fdp ntm nique tocard tocards cassos cul racaille racailles degenere degeneres degeneree degenerees pourriture pourritures connerie conneries",
    regex: word(
      "connards?|connasses?|salopes?|putes?|encul[ée]s?|abrutis?|crétins?|cr[ée]tines?|d[ée]biles?|idiotes?|merdes?|ta gueule|ferme ta gueule|sous-merdes?|b[âa]tards?|va te faire foutre|allez vous faire foutre|sale con|espèce de con|pauvre con|sales? cons|gros cons?|t'es qu'un con|t'es un con|quel con|con(?:ne|s)?(?<=\\bt'es (?:trop |vraiment |tellement |qu'une? |une? )?con(?:ne|s)?)|attard[ée]e?s?(?<=(?:\\b(?:un|une|cet|cette|ce|ces|les|des|quel|quelle|quels|quelles|gros|grosse|sale|sales|petit|petite|vrai|vraie) |\\bespèce d'|(?<!tu )\\bt'es (?:un |une |vraiment |trop |tellement )?)attard[ée]e?s?)(?! sur| à| a| dans| en| au| aux| pas| ici| là| trop)|attard[ée]e?s? mentale?s?|mongolien(?:ne)?s?|gogols?|mongol(?:e|s)?(?<=\\b(?:espèce de|gros|grosse|t'es|sale|quel|quelle|ce|cet|un vrai|une vraie|pauvre) mongol(?:e|s)?)|putain de|fils de putes?|fdp(?<!#fdp|@fdp|\\b(?:die|der|den|dem|von|mit|und|zur|wie|FDP) fdp)|ntm|nique (?:ta|sa|vos|leurs?) (?:m[èe]re|race|reum|daronne)|tocards?|cassos|trous? du cul|t[êe]tes? de cons?|racailles?|d[ée]g[ée]n[ée]r[ée]e?s?|(?:des|que des|sale|espèce de|bande de) pourritures?|conneries?",
    ),
  },
  {
    // French slurs, and "sale" (filthy) before a group: "sale arabe", "sales juifs".
    id: "slur_fr",
    unlessClauseHas: NOT_AIMED,
    label: "identity_attack",
    weight: 0.7,
    words:
      "pede pedes tafiole tafioles negresse negresses tapette tapettes tarlouze tarlouzes gouine gouines bougnoule bougnoules youpin youpins youtre youtres bicot bicots negro negros bamboula bamboulas chinetoque chinetoques niakoue niakoues sale sales",
    regex: word(
      "p[ée]d[ée]s?|tafioles?|n[èe]gresses?|tapettes?|tarlouzes?|gouines?|bougnoules?|youpins?|youtres?|bicots?|négros?|bamboulas?|chinetoques?|niakou[ée]s?|sales? (?:arabes?|noirs?|noires|juifs?|juives?|musulmans?|musulmanes?|renois|rebeus?|chinois|chinoises?|gitans?|roms?|migrants?|immigr[ée]e?s?|[ée]trang[eè]re?s?|homos?|pd|nègres?|negres?)",
    ),
  },
  {
    // Slurs of Spanish, Portuguese and Italian for gay people, a disability, a people ("maricón", "viado",
    // "frocio", "mogólico", "sudaca", "terrone"), and "macaco" aimed at someone.
    id: "slur_romance",
    unlessClauseHas: NOT_AIMED,
    label: "identity_attack",
    weight: 0.7,
    words:
      "maricon maricones mariconazo mariconazos maricas mariquita mariquitas mogolico mogolicos mogolica mogolicas sudaca sudacas travelo travelos viado viados sapatao sapatoes crioulo crioulos crioula crioulas traveco travecos mongoloide mongoloides macaco macacos macaca macacas bicha bichas retardado retardados retardada retardadas frocio froci frocia ricchione ricchioni culattone culattoni terrone terroni finocchio ritardato ritardati merda mangiabanane",
    regex: word(
      "maric[oó]n(?:es)?|mariconazos?|maricas|mariquitas?|mog[oó]lic[oa]s?|sudacas?|travelos?|viados?|sapat[ãa]o|sapat[õo]es|crioul[oa]s?|travecos?|mongoloides?|(?:seu|sua|esse|essa|seus|suas|bando de|que) (?:macac[oa]s?|bichas?|retardad[oa]s?)|froci[oa]?|ricchion[ei]|culatton[ei]|terron[ei]|mangiabanane|(?:brutto|sporco|sei un|che|quel) finocchio|(?:sei un|sei|che|quel|brutto|pezzo di|branco di|un) ritardat[oi]|(?:negr[oi]|zingar[oi]|ebre[oi]|froci) di merda",
    ),
  },
  {
    id: "insult_de",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "arschlocher arschloch hurensohn hurensohne schlampe schlampen fotze fotzen wichser scheisse missgeburt missgeburten dummkopf dummkopfe vollidiot vollidioten idioten fresse maul schweine schwein saue sau verpiss spasti spastis spacko spackos drecksschwein drecksschweine dreckssack dreckssacke dreckssau drecksfotze drecksfotzen drecksstuck drecksjude drecksjuden drecksjudin drecksauslander drecksauslandern drecksneger drecksnegern dreckskanake dreckskanaken drecksmuslim drecksmuslime drecksmuslimen drecksmoslem drecksmoslems drecksturke drecksturken dreckszigeuner dreckszigeunern drecksschwuchtel drecksschwuchteln drecksaraber drecksarabern dreckspolacke dreckspolacken drecksfluchtling drecksfluchtlinge drecksmigrante drecksmigranten dreckslesbe dreckslesben drecksschwule drecksschwulen drecksschwuler dreckspack drecksvolk judensau judensaue judensaeue schwuchtel schwuchteln tunte tunten transe transen kanake kanaken neger negern negerin hure huren kameltreiber fick fickt versager verpisst scheiss",
    opensOn: /schei(?:ß|ss)/iu,
    regex: word(
      "arschl[öo]cher|arschloch|hurens[öo]hne?|schlampen?|fotzen?|wichser|schei(?:ß|ss)e|missgeburt(?:en)?|dummk[öo]pfe?|vollidiot(?:en)?|idioten|halt die fresse|halt's maul|(?:alle|ihr|sind|seid|du|diese) (?:korrupten? |dreckigen? |verdammten? |elenden? )?(?:schweine|schwein|säue|sau)|verpiss dich|spastis?|spackos?|drecks(?:schweine?|s[äa]cke?|sau|fotzen?|stück|jud(?:e|en|in)|ausl[äa]ndern?|negern?|kanaken?|muslim(?:e|en)?|moslems?|t[üu]rken?|zigeunern?|schwuchteln?|arabern?|polacken?|fl[üu]chtlinge?|migranten?|lesben?|schwule[nr]?|pack|volk)|judens(?:au|äue|aeue)|schwuchteln?|tunten?|transen?|kanaken?|neger(?:n|in)?|huren?|kameltreiber|fick dich|fickt euch|versager|verpiss dich|verpisst euch|scheiß(?:-| )?[a-zäöü]+",
    ),
  },
  {
    // German insults of everyday comment sections ("Dummschwätzer", "Deppen", "Vollpfosten", "Asylantenpack",
    // "abgefuckt"), written here after an outside test set (GermEval-style tweets, scratch) found none read.
    id: "insult_de_more",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "dreckstuck dreckstucke asozialste asoziale asozialen asozialer asoziales feigling feiglinge primitiv asozial ratte doof dumm blod depp deppen deppin dummschwatzer dummschwatzerin dummschwatzern vollpfosten trottel trotteln abgefuckt abgefuckte abgefuckten abgefuckter abgefucktes asylantenpack auslanderpack fluchtlingspack migrantenpack politikerpack gutmenschenpack zigeunerpack kanakenpack gesindel tucke tucken strunzdumm strunzdumme strunzdummen saudumm saudumme armleuchter hohlkopf hohlkopfe hohlbirne dumpfbacke dumpfbacken asozialsten asozialster asozialstes dummschwatzerinnen abgefucktn abgefucktr abgefuckts strunzdummn",
    regex: word(
      "wie (?:doof|dumm|bl[öo]d) (?:mu(?:ß|ss) man|kann man)(?: eigentlich| nur| denn| bitte)? sein|dreckst[üu]cke?|asozial(?:st)?e[nrs]? pack|(?:dieser|diese|du|ihr|so ein|was f[üu]r ein|elende[rn]?) feiglinge?|(?:du bist|ihr seid|ihr seit|sie ist|er ist)(?: wirklich| echt| so| halt| einfach| total)? (?:primitiv|asozial|ein feigling|eine ratte|ein dreckst[üu]ck|ein kriminelles dreckst[üu]ck)|depp(?:en|in)?|dummschw[äa]tzer(?:in|innen|n)?|vollpfosten|trottel[n]?|abgefuckte?[nrs]?|(?:asylanten|ausl[äa]nder|fl[üu]chtlings|migranten|politiker|gutmenschen|zigeuner|kanaken)pack|gesindel|tucken?|strunzdumme?[n]?|saudumme?|armleuchter|hohlk[öo]pfe?|hohlbirne|dumpfbacken?",
    ),
  },
  {
    // A Spanish insult called out to someone ("…, perra", "Perra, …", "eres una zorra") and the Rioplatense slur
    // "trolo". "Perra" and "zorra" are also the animals: only as a vocative or after a word that aims them.
    id: "insult_es_more",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words: "perra perras zorra zorras trolo trolos",
    regex:
      /(?<=[,;:]\s?)(?:perra|zorra)s?(?![\p{L}])|^\s*(?:perra|zorra)s?(?=[\s,!.¡]|$)|(?<=\b(?:eres|es|sois|son|una|unas|esa|esta|estas|esas|pinche|maldita|malditas|puta|hija de|cocina) )zorras?(?![\p{L}])|(?<![\p{L}])trolos?(?![\p{L}])/giu,
  },
  {
    id: "insult_pt",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "idiota idiotas estupido estupidos estupida estupidas imbecis imbecil otario otarios otaria otarias porra merda caralho puta putas vadia vadias babaca babacas vagabundo vagabundos vagabunda vagabundas cala tomar foder asqueroso asquerosa burros burras safado safados safada safadas pilantra pilantras canalha canalhas sapatona sapatonas sapatao besta vaca vacas nojento nojenta lixo mulherzinha feia feio burra inutil burro pra para nojo bosta fodase foda desgracado desgracados desgracada desgracadas arrombado arrombados arrombada arrombadas vtnc tmnc",
    regex: word(
      "idiotas?|est[úu]pid[oa]s?|imbecis|imbecil|ot[áa]ri[oa]s?|porra|merda|caralho|filh[oa]s? da puta|putas?|vadias?|babacas?|vagabund[oa]s?|cala a boca|vai tomar no cu|vai se foder|vai te foder|velh[oa] asqueros[oa]|seus burros|suas burras|bando de burros|safad[oa]s?|pilantras?|canalhas?|sapatonas?|sapat[ãa]o|besta quadrada|porc[oa] asqueros[oa]|(?:sua|uma|essa) vaca|vacas? (?:velhas?|loucas?|sujas?|gordas?|nojentas?)|velh[oa] nojent[oa]|ridícul[oa] nojent[oa]|comunista (?:lixo|safad[oa])|mulherzinha|gorda feia|gordo feio|gente burra|(?:voc[êe] [ée]|vc [ée]|tu [ée]s|seu|sua) (?:um |uma )?(?:lixo|in[úu]til|burr[oa])|vergonha (?:pra|para a|pra sua|para sua) fam[íi]lia|n[ãa]o prest(?:a|as) (?:pra|para) nada|tenho nojo de (?:voc[êe]|vc|ti)|(?:seu|sua) (?:bosta|merda)|foda-?se|desgra[çc]ad[oa]s?|arrombad[oa]s?|vtnc|tmnc",
    ),
  },
  {
    id: "insult_it",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "idioti idiota stupido stupida stupidi stupide imbecille imbecilli cretino cretina cretini cretine stronzo stronza stronzi stronze vaffanculo puttana puttane troia troie merda baldracca baldracce sgualdrina sgualdrine mignotta mignotte cagna cagne coglione coglioni zoccola zoccole cialtrone cialtroni cialtrona sfigato sfigata sfigati sfigate buffoni cazzo cazzi minchia deficiente deficienti",
    opensOn: /merda/iu,
    regex: word(
      "idioti|idiota|stupid[oaie]|imbecill[ei]|cretin[oaie]|stronz[oaie]|vaffanculo|puttan[ae]|troi[ae]|merda|baldracc[ae]|sgualdrin[ae]|mignott[ae]|cagn[ae](?<=\\b(?:sei una|brutta|quella|sta|questa|che) cagn[ae])|figli[oa] di puttana|coglion[ei]|zoccol[ae]|cialtron[ei]|cialtrona|sfigat[oaie]|buffoni|cazz[oi]|minchia|[a-z]{3,20}merda|deficient[ei](?<=\\b(?:sei|sei un|sei proprio un|sei davvero un|che|quel|quella|brutto|brutta|pezzo di|da|siete|siete dei|branco di) deficient[ei])",
    ),
  },
  {
    // Spanish insults aimed at someone: "maldito tonto", "pedazo de idiota", "eres un payaso", "no sirves ni para eso",
    // "feminazis".
    id: "insult_es_aimed",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "maldito maldita malditos malditas pedazo eres sos payaso payasa tonto tonta fracasado fracasada feminazi feminazis sirves asco",
    regex: word(
      "maldit[oa]s? (?:tont[oa]s?|idiotas?|imb[ée]cil(?:es)?|est[úu]pid[oa]s?|perr[oa]s?|ratas?|basuras?|cabr[oó]n(?:es)?|gordo|gorda|enfermo|enferma)|pedazo de (?:bruto|bruta|idiota|mierda|basura|imb[ée]cil|animal|est[úu]pid[oa]|tont[oa])|(?:eres|sos) (?:un|una) (?:tont[oa]|payas[oa]|fracasad[oa]|brut[oa]|in[úu]til|ignorante|asco)|payas[oa] (?:tont[oa]|fracasad[oa]|ignorante)|tont[oa] (?:ignorante|y fracasad[oa])|feminazis?|no sirves (?:para|pa) nada|me das asco",
    ),
  },
  {
    // Exclusion and contempt of a group in Spanish and Portuguese: a place of women "in the kitchen", a people
    // "expelled by force" or "sent back to their dump", a "plague of foreigners", housing refused to an ethnicity.
    id: "identity_exclude_pt_es",
    label: "identity_attack",
    weight: 0.7,
    words:
      "cozinha cocina volante plaga degenerados expulsados expulsadas expulsar expulsarlos expulsarlas vuelta alquilo alquilamos contratamos contrato comportar enfermos degeneradas",
    regex: word(
      "lugar de (?:la )?mujer es (?:en )?la cocina|(?:o )?lugar de mulher [ée] na cozinha|mulher(?:es)? no volante [ée] perigo|mujer(?:es)? al volante,? peligro|(?:esa|esta|una) plaga de (?:extranjeros|inmigrantes|ilegales|refugiados|moros|gitanos|sudacas|negros|musulmanes)|(?:comunidad|panda|manada|bola) de degenerad[oa]s|degenerad[oa]s (?:lgbt|lgbti|lgbtq|gays|maricas|trans)|(?:deber[íi]an|deben|tienen que) ser expulsad[oa]s|expulsar(?:los|las)? a la fuerza|(?:mandar|enviar|devolver)(?:los|las)? (?:a todos )?(?:es[oa]s |est[oa]s )?(?:\\p{L}+ )?de vuelta a (?:su|sus) (?:basurero|basureros|selva|cueva|pocilga)|no (?:alquilo|alquilamos|contrato|contratamos) (?:mi casa |mi piso )?a (?:personas|gente) de (?:esa|esta|otra) (?:etnia|raza)|essa gente n[ãa]o sabe se comportar|(?:son|s[ãa]o) (?:unos )?enfermos mentales",
    ),
  },
  {
    // French comment insults the list above lacks: "sale puceau", "espèce de chienne", "bande de crasseux", "tous des
    // pédos", "vous me dégoûtez".
    id: "insult_fr_more",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "puceau puceaux chienne chiennes bande pedo pedos pedophiles degoute degoutes degoutez degoutent degoutee degoutees",
    regex: word(
      "(?:sale|gros|espèce de|espece de) puceaux?|(?:grosse|sale|espèce de|espece de|sales) chiennes?|bande de (?:cons|connards|connasses|crasseux|crasseuses|lesbiennes|p[ée]d[ée]s|gouines|salopes|chiennes|b[âa]tards|nazes|bouffons|tar[ée]s|tar[ée]es|abrutis|d[ée]biles|clowns|rats|porcs|moches|gros porcs)|(?:tous|toutes|que) des p[ée]dos?|(?:tous|toutes|que) des p[ée]dophiles|(?:tu|vous) (?:me |nous )?d[ée]go[ûu]t(?:e|es|ez|ent|ée|ées)",
    ),
  },
  {
    // French threats of mutilation and rape: "on va lui couper les couilles", "dire à quelqu'un de la violer".
    id: "threat_fr_more",
    label: "threat",
    weight: 0.7,
    words: "couilles violer",
    regex: word(
      "(?:lui|te|leur|vous) coup(?:e|es|er|era|erai|ent|ez|erons|eront) les couilles|(?:va|vais|vas|vont|faut|faudrait|devrait|devraient|aller|de) (?:la|le|les|te|vous) violer",
    ),
  },
  {
    // "Go to hell" in the other languages: "vai para o inferno", "vete al infierno", "va en enfer", "geh zur Hölle",
    // "vai all'inferno" (as the English lexicon reads "go to hell").
    id: "go_to_hell_i18n",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words: "inferno infierno enfer holle hoelle",
    regex: word(
      "(?:vai|vá|va|vão|vao|vou te mandar) (?:para|pro|pra) o inferno|(?:vai|vá|va) pro inferno|v[ée]te al infierno|v[áa]yase al infierno|(?:idos|váyanse|vayanse) al infierno|(?:va|allez|aller) en enfer|(?:geh|geht|fahr|fahrt|fahren sie|gehen sie) zur h(?:ö|oe|o)lle|(?:vai|va|andate|vada) all'inferno",
    ),
  },
  {
    // Japanese slurs for gay and trans people ("オカマ", "オナベ", "ホモ野郎") and human rights denied to a group
    // ("…に人権はない").
    id: "slur_ja",
    requires: CJK,
    label: "identity_attack",
    weight: 0.7,
    regex: cjk(
      "オカマ|おかま|オナベ|ホモ野郎|(?:に|には)人権(?:は|など|なんて|なんか)(?:ない|無い|いらない|不要)",
    ),
  },
  {
    id: "insult_ru",
    requires: CYRILLIC,
    label: "insult",
    weight: 0.6,
    regex: word(
      "идиот\\p{L}*|дурак\\p{L}*|дура|(?<=(?:^|[\\s,.!?])(?:ты|вы|он|она|они|какой|какая|какие|такой|такая|такие|ну и|сам|сама|слишком|совсем|очень) )туп(?:ой|ая|ые)|туп(?:ой|ая|ые)(?= (?:как|идиот\\p{L}*|дурак\\p{L}*|баран\\p{L}*|бот|тролль|урод\\p{L}*|овца|осёл|осел))|сук[аи]|бляд\\p{L}*|блять|ху[йяе]\\p{L}*|пизд\\p{L}*|[её]ба\\p{L}*|мудак\\p{L}*|урод\\p{L}*|дебил\\p{L}*|заткнись|чмо|мраз[ьи]|мразям?и?|придур\\p{L}*|в жопу|жоп[аоуе]|говн\\p{L}*|козл[ыаеу]|козёл|ублюд\\p{L}*|твар\\p{L}*|ничтожеств\\p{L}*|тупорыл\\p{L}*|отброс\\p{L}* общества|быдл\\p{L}*|дурач[её]к|кремлебот\\p{L}*|высер\\p{L}*|чмох\\p{L}*|чмор\\p{L}*|безмозгл\\p{L}*|туп(?:ых|ыми|ица|ицы)|сыкун\\p{L}*|(?<=(?:^|[\\s,.!?])(?:ты|вы|он|она|какой|такой|ну ты и) )даун|даун(?= (?:что ли|какой-то|ты|тупой))|г[ао]внюк\\p{L}*|хуил\\p{L}*|долба[ёе]б\\p{L}*|долбо[её]б\\p{L}*|обосра\\p{L}*|собаке\\s*[-—–]?\\s*собачья смерть",
    ),
  },
  {
    id: "insult_zh",
    requires: CJK,
    unlessClauseHas: ZH_NAMED,
    label: "insult",
    weight: 0.6,
    regex: cjk(
      "傻逼|傻屄|煞笔|白痴|蠢货|蠢貨|笨蛋|混蛋|王八蛋|他妈的|他媽的|操你|贱人|賤人|婊子|废物|廢物|垃圾人|脑残|腦殘|滚开|滾開|傻屌|狗逼|贱逼|贱得一逼|狗嘴|他妈怎么|八婆|渣男|渣女|直男癌|妈宝男|娘炮|特么|太他妈|真他妈|智障|黑乐色|蝈女|普信男|普信女|女拳|田园女权|女权癌|女权婊|绿茶婊|心机婊|母狗|贱货|骚货|恶心死我了|一点都?没有?脑子|没脑子|看不起你|老登|不属于人类",
    ),
  },
  {
    // Chinese slurs for a people, a faith or a disability ("黑鬼", "日本鬼子", "白皮猪"); the words for the
    // blind, the mute and the lame only as a label for someone ("这个瘸子", "瞎子们").
    id: "slur_zh",
    requires: CJK,
    unlessClauseHas: new RegExp(`${ZH_NEGATED_OR_REPORTED.source}|${ZH_NAMED.source}`),
    label: "identity_attack",
    weight: 0.7,
    regex: cjk(
      "黑鬼|尼哥|日本鬼子|台巴子|白皮猪|支那人|支那猪|人妖们|死基佬|(?:这个|那个|一个|普通|些)(?:瘸子|瞎子|哑巴)|(?:瘸子|瞎子|哑巴)们",
    ),
  },
  {
    // Contempt for a kind of person in Chinese comment sections: "这种男人…恶心", "这帮人无耻", a people or a
    // region's natives said to have no manners ("…人没素质", "…的留学生素质低").
    id: "contempt_zh",
    requires: CJK,
    unlessClauseHas: ZH_NEGATED_OR_REPORTED,
    label: "insult",
    weight: 0.6,
    regex: cjk(
      `(?:这种|这些|那些|那种|这帮|那帮|这群|那群|这个|那个)(?:男人|男的|女人|女的|人|东西|货色?)${ZH_GAP}(?<![不没])(?:恶心|无耻|下贱|没素质|素质低|素质差|人渣)|(?:人|生|们|男|女)[^。！？!?；;\\n，,]{0,6}(?:没素质|素质低|素质差|素质极差|素质太差)|穷山恶水`,
    ),
  },
  {
    id: "insult_ja",
    requires: CJK,
    label: "insult",
    weight: 0.6,
    regex: cjk(
      // Not the intensifier ("バカみたいに暑い", "馬鹿高い", "バカ売れ"), compounds ("馬鹿力", "馬鹿騒ぎ", "バカ正直") nor the
      // idiom "馬鹿にならない" (not negligible); "カス" not in "カスタム", "カステラ".
      "(?:馬鹿|バカ)(?!みたいに|高|売れ|でか|デカ|うま|正直|力|騒ぎ|らしい|にならない|にできない)|アホ|クソ野郎|くそったれ|クズ|ブス|キモい|消えろ|ゴミ(?:みたい|人間|野郎)|役立たず|うざい|ウザい|うぜえ|(?<![ァ-ヶ])カス(?![ァ-ヶー])|デブ(?!活)|黙れ|キチガイ|基地外|ガイジ|低能|頭悪い|脳みそ空っぽ",
    ),
  },
  {
    id: "insult_ko",
    requires: CJK,
    label: "insult",
    weight: 0.6,
    regex: cjk(
      "바보|병신|씨발|개새끼|새끼야|닥쳐|멍청이|멍청해|멍청한 (?:놈|년|새끼)|꺼져|쓰레기 같은|쓰레기야|쓰레기 새끼|쓰레기새끼|미친놈|미친년|한심한 놈|개돼지|년들이|년들아|페미년|김치녀|김치년|한남충|일베충|틀딱|급식충|맘충|된장녀|빠순이|새끼들|대가리가|쳐먹|지랄|정신병자|조센징|홍어들|미개하|미개한|조져버릴|ㅅㅂ|ㅆㅂ|ㅂㅅ|ㅄ|ㅅㄲ|좆|짱개|한녀|기생충들|촌놈들|처먹|개쌍도|전라디언|경상디언|절라도|(?:전라도|경상도|쌍도|머구|홍어|절라도|충청도)\\s?(?:놈|놈들|넘|넘들|새끼|새끼들|색기|색기들|것들|년들|종자|패거리)|(?:탱크|땅크)로 밀어|존나|졸라|애미|느금마|니미|씹|엿 ?먹어|개같은|꺼지라|닥치라",
    ),
  },
  // Dutch, Polish, Turkish, Indonesian, Vietnamese, Hindi (Devanagari and Latin), Arabic and Thai: the strong
  // swear words and insults only (words that are also ordinary, such as Indonesian "suka" or Turkish "mal", are
  // left out: no language is detected first).
  {
    id: "insult_more",
    unlessClauseHas: NOT_AIMED,
    label: "insult",
    weight: 0.6,
    words:
      "klootzak klootzakken kutwijf debiel debielen mongool kankerhoer kankerlijer kankermongool kankerlul hoer hoeren sukkel rotzak trut tering teringlijer tyfus tyfuslijer hou houd kurwa kurwo kurwy chuj chuja chuju spierdalaj wypierdalaj skurwysyn skurwysyna skurwysynu skurwysyny skurwysynie skurwysynow skurwysynami skurwysynom pierdol pierdole pierdolony pierdolona pierdolone pierdoleni pierdolic pierdolisz pierdoli zamknij szmata szmato dziwka dziwki siktir orospu amina amk pezevenk yavsak gerizekali serefsiz bangsat goblok tolol kontol ngentot brengsek bajingan jancok kampret đit đcm vcl ngu con cho khon suc cam chutiya madarchod bhenchod behenchod bhosdike harami haramzade kamina kamine gandu randi",
    regex: word(
      "klootzak(?:ken)?|kutwijf|debiel(?:en)?|mongool|kanker(?:hoer|lijer|mongool|lul)|hoer(?:en)?|sukkel|rotzak|trut|tering(?:lijer)?|tyfus(?:lijer)?|hou(?:d)? je (?:bek|kop|muil)|kurw[aoy]|chuj[au]?|spierdalaj|wypierdalaj|skurwysyn(?:a|u|y|ie|ów|ami|om)?|pierdol(?:ę|ony|ona|one|eni|ić|isz|i)?|zamknij (?:się|mordę|ryj)|szmat[ao]|dziwk[ai]|siktir(?: git)?|orospu(?: çocuğu)?|amına koyayım|amk|pezevenk|yavşak|gerizekalı|şerefsiz|bangsat|goblok|tolol|kontol|ngentot|brengsek|bajingan|jancok|kampret|địt|đcm|vcl|đồ ngu|thằng ngu|con ngu|con đĩ|óc chó|khốn nạn|thằng chó|súc vật|câm mồm|câm miệng|chutiya|madarchod|bhenchod|behenchod|bhosdike|harami|haramzade|kamina|kamine|gandu|randi",
    ),
  },
  {
    id: "insult_more_scripts",
    requires: new RegExp(`${DEVANAGARI.source}|${ARABIC.source}|${THAI.source}`),
    label: "insult",
    weight: 0.6,
    regex: cjk(
      "चूतिया|चुतिया|मादरचोद|भेनचोद|बहनचोद|भोसड़ी(?:के|वाले)|हरामी|हरामज़ादे|हरामजादे|कमीने|कमीना|गांडू|रंडी|कुत्ते की औलाद|बेवकूफ़|बेवकूफ|उल्लू का पट्ठा|كس أمك|كس اختك|ابن الكلب|ابن الشرموطة|شرموطة|عاهرة|قحبة|منيوك|يا حمار|يا غبي|يا حقير|لعنة الله عليك|اخرس|ไอ้ควาย|ไอ้เหี้ย|เหี้ย|ไอ้สัตว์|อีสัตว์|อีดอก|ไอ้โง่|ส้นตีน|ชิบหาย|ไอ้เวร|อีเวร",
    ),
  },
  {
    id: "threat_more",
    label: "threat",
    weight: 0.8,
    words:
      "maak vermoord vermoorden zabije zdychaj oldurecegim oldururum geber bunuh kubunuh mampus giet chet tujhe",
    regex: word(
      "ik maak je dood|ik vermoord je|ik ga je vermoorden|zabiję cię|zabije cie|zdychaj|seni öldüreceğim|seni öldürürüm|geber|aku bunuh kau|gue bunuh lo|kubunuh kau|mampus kau|tao giết mày|giết mày|mày chết đi|main tujhe maar dunga|tujhe maar dunga",
    ),
  },
  {
    id: "threat_more_scripts",
    requires: new RegExp(`${DEVANAGARI.source}|${ARABIC.source}|${THAI.source}`),
    label: "threat",
    weight: 0.8,
    regex: cjk(
      "मैं तुम्हें मार डालूँगा|मैं तुम्हें मार डालूंगा|तुझे मार दूंगा|तुझे मार डालूंगा|मर जा|سأقتلك|سوف أقتلك|راح اقتلك|กูจะฆ่ามึง|ไปตายซะ",
    ),
  },
  {
    id: "threat_i18n",
    label: "threat",
    weight: 0.8,
    words:
      "matar matare muerete mueras tuer bringe bring toten umbringen abstechen erschiessen verreck verrecke verreckt vereck verecke verecken vereckt ammazzo uccido uccidero",
    opensOn: CYRILLIC,
    regex: word(
      "te voy a matar|te mataré|te matare|mu[ée]rete|ojal[áa] te mueras|je vais te tuer|je vais vous tuer|ich (?:bringe|bring) dich um|ich werde dich (?:\\p{L}+ und )?(?:töten|umbringen|abstechen|erschießen|erschiessen)|verreck(?:e|t)?|vereck(?:e|en|t)?|vou te matar|vou matar voc[êe]|ti ammazzo|ti uccido|ti uccider[òo]|убью тебя|я тебя убью|сдохни|чтоб ты сдох\\p{L}*|(?:найду|поймаю|достану) (?:тебя )?и (?:убью|прибью|зарежу|урою)|(?:зарежу|застрелю|прирежу) (?:тебя|вас)|гори(?:те)? в аду|(?:должны|должен|должна|будут|будешь|будете) гореть в аду",
    ),
  },
  {
    // Death wished on someone: "tomara que você morra", "ojalá te murieras", "j'espère que tu vas crever", "spero che
    // tu muoia", "ich hoffe, du krepierst".
    id: "threat_i18n",
    label: "threat",
    weight: 0.8,
    words:
      "morra morresse mueras murieras creve crever meures mourir muoia crepi stirbst krepierst verreckst tod",
    regex: word(
      "(?:espero|tomara|desejo) que (?:voc[êe] |vc |tu )?morra|(?:eu )?queria que (?:voc[êe]|vc|tu) morresse|espero que te mueras|ojal[áa] te murieras|deseo que te mueras|j'esp[èe]re que tu (?:vas )?(?:cr[èe]ve|crever|meures|mourir)|spero che tu (?:muoia|crepi)|ich hoffe,? (?:dass )?du (?:stirbst|krepierst|verreckst)|hoffentlich (?:stirbst|krepierst|verreckst) du|ich w[üu]nsche dir den tod",
    ),
  },
  {
    // A group to be killed, in Spanish, French, Italian, Portuguese and German ("hay que matarlos a todos", "il
    // faut les tuer tous", "bisogna ucciderli tutti", "temos que matar todos eles", "man sollte sie alle
    // umbringen"), and "verrecken" wished in German ("ihr könnt alle verrecken").
    id: "threat_kill_all_i18n",
    label: "threat",
    weight: 0.8,
    words:
      "matarlos matarlas quemarlos quemarlas exterminarlos exterminarlas fusilarlos colgarlos tuer exterminer bruler pendre fusiller tuez exterminez brulez ucciderli sterminarli bruciarli impiccarli ammazzarli matar exterminar queimar mata umbringen toten vergasen erschiessen ausrotten aufhangen verrecken fusilarlas colgarlas queima extermina",
    regex: word(
      "(?:hay que|habr[íi]a que|deber[íi]amos|vamos a|hab[ií]a que) (?:matar|quemar|exterminar|fusilar|colgar)(?:los|las)(?: a tod[oa]s)?|(?:matar|quemar|exterminar|fusilar|colgar)(?:los|las) a tod[oa]s|(?:il faut|on devrait|faut|il faudrait) (?:les )?(?:tuer|exterminer|br[ûu]ler|pendre|fusiller) (?:tous|toutes)|(?:tuez|exterminez|br[ûu]lez)-les(?: tous| toutes)?|(?:bisogna|dovremmo|si dovrebbe(?:ro)?|bisognerebbe) (?:ucciderli|sterminarli|bruciarli|impiccarli|ammazzarli)(?: tutti)?|(?:ucciderli|sterminarli|ammazzarli|bruciarli) tutti|(?:tem que|temos que|tinha que|deviam|dev[íi]amos|deveriam) (?:matar|exterminar|queimar)(?:-los|-las)? (?:todos|todas)(?: eles| elas)?|(?:mat[áa]|extermin[áa]|queim[áa])-los todos|(?:man sollte|man muss|man m[üu]sste|wir sollten|wir m[üu]ssen) (?:sie |die )?(?:alle )?(?:umbringen|t[öo]ten|vergasen|erschie(?:ß|ss)en|aufh[äa]ngen|ausrotten)|(?:sollt|sollen|k[öo]nnt|k[öo]nnen|m[öo]gt|m[öo]gen|m[öo]ge|sollte|sollten) (?:ihr |sie |er |du |die |alle |doch |endlich |j[äa]mmerlich |elendig |elend )*verrecken",
    ),
  },
  {
    // A beating promised in Spanish, French, German, Italian and Portuguese ("te voy a romper la cara", "je vais
    // te casser la gueule", "ich schlag dir die Fresse ein", "ti spacco la faccia", "vou te dar uma surra").
    id: "threat_beating",
    label: "threat",
    weight: 0.8,
    words:
      "romper partir reventar rompo parto reviento paliza casser peter defoncer exploser buter crever schlag schlage hau haue mach spacco faccio surra quebrar arrebentar porrada",
    regex: word(
      "ti (?:spacco|rompo) (?:la faccia|la testa|il culo|le gambe)|ti faccio (?:a pezzi|male|fuori)|te voy a (?:romper|partir|reventar) (?:la cara|la boca|la madre|las piernas)|te (?:rompo|parto|reviento) (?:la cara|la boca)|te voy a dar una paliza|je vais te (?:casser|péter|peter|défoncer|defoncer|exploser) (?:la gueule|la tête|la tete|la figure)|je vais te (?:buter|crever|défoncer|defoncer)|ich (?:schlag|schlage|hau|haue) dir (?:die fresse|die schnauze|den schädel|den schadel) ein|ich (?:schlag|schlage|hau|haue) dir eine rein|ich mach dich (?:fertig|kalt|platt)|vou te (?:dar uma surra|quebrar a cara|arrebentar|encher de porrada|quebrar todo)|vou (?:quebrar|arrebentar) (?:a sua|sua|a tua|tua) cara",
    ),
  },
  {
    id: "threat_beating",
    requires: CYRILLIC,
    label: "threat",
    weight: 0.8,
    regex: word(
      "(?:набью|разобью) (?:тебе )?(?:морду|рожу|лицо|ебало)|морду (?:тебе )?набью|урою|прибью тебя",
    ),
  },
  {
    id: "threat_cjk",
    requires: CJK,
    label: "threat",
    weight: 0.8,
    regex: cjk(
      "我要杀了你|我要殺了你|杀了你|殺了你|去死吧|去死|打死你|弄死你|揍死你|揍你一顿|死ね|殺すぞ|ぶっ殺す|殺してやる|ぶん殴|殴ってやる|ぶっ飛ばす|죽여버릴|죽여 버릴|죽어라|죽어버려|죽어 버려|뒈져|뒤져라|뒤져버려|디져라|죽일 거야|패버릴|때려 ?죽",
    ),
  },
  {
    // Russian slurs for peoples and gay men ("чурки", "хачи", "жиды", "пидоры").
    id: "slur_ru",
    requires: CYRILLIC,
    label: "identity_attack",
    weight: 0.7,
    regex: word(
      "чурк(?:а|и|ам|ами|ах|у|ой)|чурок|чучмек\\p{L}*|ниг+ер(?:ы|ов|ам|ами|а|у)?|обрубк(?:ов|и|ам|ами)|хач(?:и|ей|ам|ами|ах|а|у)?|жид(?:ы|ов|ам|ами|ах|а|у|ом|овка|овки|яра)?|глиномес\\p{L}*|пидор(?:ы|ов|ам|ами|ас|асы|асов)?|пидарас(?:ы|ов)?|черножоп\\p{L}*|хохл(?:ы|ов|ам|ами)|нерусь",
    ),
  },
  {
    // Attacks on a group in Russian: hatred ("ненавижу мигрантов"), "… — мусор / крысы", calls to kill.
    id: "group_hate_ru",
    requires: CYRILLIC,
    label: "identity_attack",
    weight: 0.85,
    regex: word(
      `ненавижу (?:всех |этих )?${RU_GROUPS_ACC}|${RU_GROUPS}(?: —| -| это)? (?:все )?(?:мусор|крысы|паразиты|животные|скоты|твари|отбросы|недочеловеки|грязь|нелюди|тараканы|мразь|воры|преступники|бандиты|насильники|террористы|лентяи|тупые|лжецы|грязные|дикари)|(?:надо|нужно|давайте|пора) (?:убить|убивать|перебить|истребить|уничтожить|вырезать|расстрелять|повесить|сжечь) (?:всех )?${RU_GROUPS_ACC}|${RU_GROUPS}(?: —| -| это)? (?:все )?(?:это )?(?:болезнь|зараза|обуза|бремя|низшая раса|низшие|недолюди|извращенцы|больные|психически больные|дегенераты|выродки|чума|рак)|${RU_GROUPS} (?:слишком|настолько) (?:глупы|тупы|глупые|тупые|слабы|ленивы|эмоциональны)|${RU_GROUPS} (?:контролируют|захватили|правят) (?:весь |всем |весь наш )?(?:мир|миром|сми|банки|правительство)|(?:надо|нужно|пора|давайте) (?:выгнать|выслать|депортировать|вышвырнуть|изгнать) (?:всех |этих )?${RU_GROUPS_ACC}|(?:всех |этих )${RU_GROUPS_ACC} (?:надо|нужно|пора) (?:выгнать|выслать|депортировать|вышвырнуть|изгнать)`,
    ),
  },
  {
    // Chinese sentences about a group, a few characters apart within one clause: the speaker's violence
    // ("我明天要去捅死一个…", "…都应该被杀死", "让…绝迹"), a wish or verdict of death ("…没有活着的权利"),
    // a group called trash or less than human ("…是人中的垃圾", "…算不上人"), the speaker's hatred
    // ("我真的受不了…"). A negation just before the verb or "是" is no match ("…不是垃圾", "我不讨厌…").
    id: "group_attack_zh",
    // A text without a group word skips the expression (its gaps make it costly on long Chinese text).
    requires: new RegExp(ZH_TARGETS),
    unlessClauseHas: ZH_NEGATED_OR_REPORTED,
    label: "identity_attack",
    weight: 0.85,
    regex: cjk(
      `(?:我要|我想|我会|我们会|我们要|我真的|我明天要|我今天要|应该|应当|必须|就该|都该|得去|要去|有人得|想要|让我们)${ZH_GAP}(?<![不没别])(?:杀死|杀光|杀掉|杀了|弄死|捅死|掐死|勒死|烧死|枪毙|处决|处死|灭绝|消灭|折磨|强奸|宰了|干掉|屠杀|绞死|吊死|碾碎|剁碎|淹死|枪杀|谋杀|终结|伤害|扭断|拧断)${ZH_GAP}${ZH_TARGETS}|${ZH_TARGETS}${ZH_GAP}(?<![不没别应])(?:应该|应当|必须|就该|都该|该|得)${ZH_GAP}(?:被)?(?:杀死|杀光|杀掉|弄死|烧死|枪毙|处决|处死|灭绝|消灭|折磨|绞死|吊死|枪杀|烧了|烧掉|剁碎|淹死)|(?:把|将)${ZH_GAP}${ZH_TARGETS}${ZH_GAP}(?:剁碎|碾碎|杀光|杀掉|烧死|消灭|灭绝|淹死)|让${ZH_GAP}${ZH_TARGETS}${ZH_GAP}受苦|给${ZH_TARGETS}${ZH_GAP}死刑|${ZH_TARGETS}${ZH_GAP}(?:惨死在我手上|死在我手上|被枪杀|被灭绝)|(?:扭断|拧断|掐断)${ZH_GAP}${ZH_TARGETS}的脖子|(?:杀了|杀死|弄死|处决|谋杀|灭绝|剁碎|碾碎)(?:他们|她们|你们|它们)|让(?:他们|她们|你们)${ZH_GAP}(?:受苦|绝种|去死)|(?:他们|她们|你们|它们)${ZH_GAP}(?:就该被处决|活该受苦|就该死)|(?:灭绝|消灭|杀光|处决|处死)${ZH_TARGETS}|让${ZH_TARGETS}${ZH_GAP}(?:绝迹|死光|死绝|消失)|结束${ZH_GAP}${ZH_TARGETS}的生命|${ZH_TARGETS}${ZH_GAP}(?<![不没非])(?:该死|去死|死光|不配活|没有活着的权利|不配做人|不该活着|活该受苦|应该受苦|就该死|算不上人|令人作呕|令人恶心|低贱至极|一文不值|最糟糕|最蠢)|${ZH_TARGETS}${ZH_GAP}(?<![不没非])(?:是|都是|就是|只是|不过是)${ZH_GAP}(?:垃圾|渣滓|畜生|蟑螂|害虫|寄生虫|老鼠|禽兽|败类|人渣|低等|劣等|下等|低贱|肮脏|小偷|罪犯|强奸犯|恐怖分子|骗子|懒鬼|懒惰|蠢货|愚蠢|野蛮)|(?:我|我们)${ZH_GAP}(?<![不没])(?:恨|讨厌|憎恨|鄙视|受不了|厌恶|看不起|瞧不起|不屑)${ZH_GAP}${ZH_TARGETS}`,
    ),
  },
  {
    // More Chinese derogation of a group: called perverts, mentally ill or a burden ("…都是变态", "…是社会的负
    // 担"), denied rights ("…不配有权利"), called stupid ("女人太蠢了", "…就是比男人笨"), fit only for the kitchen,
    // likened to breeding rats, driven out ("把所有移民都赶出去", "我们国家不需要这些难民"), said to control the
    // world, wished gone, or disgusting to see. Negated and reported clauses are skipped, as above.
    id: "group_attack_zh",
    requires: new RegExp(ZH_TARGETS),
    unlessClauseHas: ZH_NEGATED_OR_REPORTED,
    label: "identity_attack",
    weight: 0.8,
    regex: cjk(
      `${ZH_TARGETS}${ZH_GAP}(?<![不没非])(?:是|都是|就是|全是)${ZH_GAP}(?:变态|精神病|神经病|负担|累赘|祸害|毒瘤|瘟疫|癌症|病毒|二等公民|灾难|没用的东西|傻屌|狗逼|贱逼|下作|渣滓|低贱)|${ZH_TARGETS}${ZH_GAP}(?<![不没非])是${ZH_GAP}的威胁|${ZH_TARGETS}${ZH_GAP}(?:污秽至极|下作|都不诚实|比老鼠好不了多少|不比老鼠好|只是浪费空间|是在浪费空间|不是人类|不是人|从来都不是聪明人|不值得像其他人|不该在这个地球上|应该待在动物园|太令人反胃|令人十分反感)|${ZH_TARGETS}${ZH_GAP}(?:这么|那么|如此)(?:傻|蠢|笨)|(?:蠢|傻|笨)的总是${ZH_TARGETS}|只有${ZH_TARGETS}才能如此(?:无知|愚蠢|蠢|傻)|${ZH_TARGETS}${ZH_GAP}不可能像正常人一样|我对(?:你们|这些|那些|所有的?)?${ZH_TARGETS}的?(?:充满|只有)?(?:仇恨|鄙视|蔑视|厌恶|不屑|憎恨)|(?:憎恶|憎恨|痛恨|厌恶)${ZH_GAP}${ZH_TARGETS}|没有(?:人|什么)${ZH_GAP}(?:像|比)${ZH_GAP}${ZH_TARGETS}${ZH_GAP}(?:一样|更)(?:肮脏|糟糕|恶心|愚蠢|让我不喜欢)|和${ZH_GAP}${ZH_TARGETS}共处${ZH_GAP}(?:难受|恶心)|决不能让${ZH_GAP}${ZH_TARGETS}活下去|(?:他们|她们|你们|它们)${ZH_GAP}(?:只不过是垃圾|只是低贱至极的渣滓|是人中的垃圾|就是那么蠢|只是垃圾|脑子肯定操蛋)|我恨(?:他们|她们|你们)|${ZH_TARGETS}${ZH_GAP}(?<![不没])都有(?:精神病|病)|${ZH_TARGETS}${ZH_GAP}(?:不配|没资格)(?:有|享有|拥有|得到)?(?:任何)?(?:权利|人权|活着|结婚|投票|尊重)|${ZH_TARGETS}${ZH_GAP}(?:太蠢|太笨|太傻|(?:就是)?比(?:男人|女人|我们|白人)(?:笨|蠢|差|低等))|${ZH_TARGETS}(?:只配|只适合)(?:在|待在|呆在)?(?:厨房|家里)|${ZH_TARGETS}${ZH_GAP}(?:就?像|如同)(?:老鼠|蟑螂|动物|畜生|虫子)一样|(?:把|将)(?:所有的?|这些|那些)?${ZH_TARGETS}(?:都|全部|全都)?(?:赶出去|驱逐出境|赶走|遣返|清除)|(?:不需要|不欢迎)(?:这些|那些|任何)?${ZH_TARGETS}|${ZH_TARGETS}(?:控制了?|操纵了?|掌控了?)(?:整个)?(?:世界|媒体|银行|政府|经济)|(?:希望|但愿)(?:所有的?|这些|那些)?${ZH_TARGETS}(?:都|全都)?(?:消失|死光|去死|滚出去|滚蛋)|看到(?:这些|那些)?${ZH_TARGETS}(?:就)?(?:恶心|想吐|反胃)|${ZH_TARGETS}${ZH_GAP}(?:让我|令我|使我)(?:感到)?(?:恶心|想吐|反胃|厌烦|作呕)|${ZH_TARGETS}${ZH_GAP}令人(?:厌烦|作呕|恶心)|(?:蔑视|鄙视|看不起|瞧不起)${ZH_GAP}${ZH_TARGETS}|对${ZH_TARGETS}的感觉只有(?:蔑视|鄙视|厌恶|仇恨)|(?:野蛮|不文明|暴力|懒惰|愚蠢|肮脏|犯罪|狗逼|贱逼)是${ZH_TARGETS}的天性|${ZH_TARGETS}的(?:生命|命)(?:一文不值|毫无价值|不值钱|就是贱|贱|没有任何价值)|(?:谋杀|杀死|杀掉|殴打|强奸)${ZH_GAP}${ZH_TARGETS}${ZH_GAP}应该(?:是)?合法|砍(?:掉)?${ZH_GAP}${ZH_TARGETS}${ZH_GAP}的头|让${ZH_TARGETS}${ZH_GAP}绝种|${ZH_TARGETS}${ZH_GAP}(?:应该|都该)${ZH_GAP}(?:关在|关进)笼子|${ZH_TARGETS}(?:是|都是)毒(?:瘤|liu)|(?:sha|沙)死${ZH_GAP}${ZH_TARGETS}|你不过是一个${ZH_TARGETS}罢了`,
    ),
  },
  {
    // Japanese and Korean derogation of a group: disgusting, a burden, told to leave the country, driven out
    // ("同性愛者は気持ち悪い", "障害者は社会のお荷物だ", "移民は全員国に帰れ", "동성애자들은 역겹다", "장애인은 사회의 짐이다",
    // "이민자들은 전부 쫓아내야 한다").
    id: "group_attack_ja_ko",
    requires: new RegExp(`${JA_GROUPS}|${KO_GROUPS}`),
    label: "identity_attack",
    weight: 0.8,
    regex: cjk(
      `${JA_GROUPS}(?:は|なんて)(?:生きる価値(?:が|も)ない|人間じゃない|死ぬべき|消えるべき|いなくなればいい|黙って)|${KO_GROUPS}(?:들)?(?:은|는) (?:집에서|부엌에서) (?:밥이나|설거지나|애나|살림이나)|${JA_GROUPS}(?:は|なんて|ども|共)(?:みんな|全員|全部)?(?:気持ち悪い|キモい|汚らわしい|社会のお荷物|お荷物|社会のゴミ|国に帰れ|出て行け|出ていけ|日本から出て行け|追い出せ|いらない|要らない|劣っている)|${JA_GROUPS}を(?:追い出せ|追い出すべき|排除しろ|排除すべき)|${KO_GROUPS}(?:들)?(?:은|는|이|가)? ?(?:다 |전부 |모두 )?(?:역겹|역겨워|징그러|사회의 짐|짐이다|짐덩어리|필요 없|나가|꺼져야|쫓아내야|추방해야|열등|병신)|${KO_GROUPS}(?:들)?(?:을|를) (?:다 |전부 |모두 )?(?:쫓아내|추방해|내쫓아)`,
    ),
  },
  {
    // The same in Chinese, Japanese and Korean: a group called vermin or trash, told to die, or to be killed.
    id: "group_hate_cjk",
    requires: new RegExp(`${ZH_GROUPS}|${JA_GROUPS}|${KO_GROUPS}`),
    unlessClauseHas: ZH_NEGATED_OR_REPORTED,
    label: "identity_attack",
    weight: 0.85,
    regex: cjk(
      `(?:我)?(?:讨厌|痛恨|憎恨|厌恶)(?:所有的?|这些|那些)?${ZH_GROUPS}|${ZH_GROUPS}(?:都|全都|就)?是(?:垃圾|蟑螂|寄生虫|畜生|害虫|低等|废物|猪|狗)|(?:杀光|杀死|消灭|干掉|烧死)(?:所有的?|这些|那些)?${ZH_GROUPS}|${ZH_GROUPS}(?:都)?(?:该死|应该去死|去死)|${JA_GROUPS}(?:は|なんて|ども|共)(?:みんな|全員)?(?:ゴミ|害虫|ゴキブリ|寄生虫|クズ|劣等|死ね|消えろ|泥棒|犯罪者|テロリスト|嘘つき|怠け者|汚い|バカ|野蛮)|${JA_GROUPS}を(?:皆殺し|殺せ|追い出せ)|${KO_GROUPS}(?:들)?(?:은|는|이|가)? ?(?:다 |전부 |모두 )?(?:쓰레기|벌레|바퀴벌레|기생충|짐승|열등|죽어야|꺼져|도둑|범죄자|테러리스트|거짓말쟁이|게으른|더러운|멍청한|멍청이|야만인)|${KO_GROUPS}(?:들)?(?:을|를) (?:다 |모두 )?(?:죽여|죽이자|없애)`,
    ),
  },
  ...I18N_TOXIC_FAMILIES,
];
