/**
 * English kinds of toxicity that the other multilingual terms read only in a few of the nine languages: "I will find
 * you and kill you", a death wished on someone's family, "go kill yourself", "your mother should have aborted you",
 * "I'll beat you up after school", a group called animals or said to control the banks, a group that "should die" or
 * "be put down", "your opinion is garbage, just like you", "what a stupid bot".
 *
 * Written from each language's grammar after a grid of eighteen English toxic lines that the patterns catch, each
 * translated into the nine languages twice (a faithful and a colloquial variant, with clean twins that share the
 * vocabulary: "how do I kill a Python process", "the fire kept the whole family warm", "take the garbage out"),
 * showed that about four in ten of the translations were missed. The faithful variants were read to write these,
 * the colloquial ones scored before they were read (BENCHMARKS.md, "Nine languages"). Russian, Chinese, Japanese
 * and Korean read the raw text (`I18N_TOXIC_FAMILIES`, terms of `i18n-lexicon.ts`); the five Latin-script languages
 * read the skeleton (`I18N_FAMILY_PATTERNS`, sentence patterns of `i18n-sentences.ts`), which costs V8 far less
 * machine code than case-folded Unicode expressions (`regex-code.ts`).
 */

import { rx } from "../text/phrase.js";
import { traced } from "../text/regex-code.js";
import { cyrillicWords } from "../text/words.js";
import type { I18nToxicTerm } from "./i18n-lexicon.js";
import type { ToxicPattern } from "./sentences.js";

const cjk = (source: string) => traced(new RegExp(source, "gu"));

const CYRILLIC = /[\u0400-\u04ff]/;
const HAN = /[\u3400-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;

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
  ...scriptFamilies(
    "ru",
    CYRILLIC,
    cyrillicWords,
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

/**
 * The Latin-script families above, read on the skeleton (lower case, accents and punctuation removed: "Je vais te
 * tuer" reads "je vais te tuer") like the sentence patterns of `i18n-sentences.ts`, which gates them by their words
 * and reads denials and reported speech around them ("je n'ai jamais dit que…"). On the skeleton, without case folding
 * or Unicode classes, V8 generates a fraction of the machine code the raw-text expressions needed (`regex-code.ts`).
 */
/** A skeleton expression whose top-level alternatives are each bounded by word boundaries. */
const whole = (source: string): RegExp => rx(`(?:${source})`);

export const I18N_FAMILY_PATTERNS: readonly ToxicPattern[] = [
  {
    // "Je vais te trouver et te tuer", "Vou te encontrar e te matar", "Ich werde dich finden und umbringen".
    id: "threat_find_kill_i18n",
    label: "threat",
    weight: 0.8,
    regex: whole(
      "je vais (?:te|vous) (?:trouver et (?:te|vous) )?(?:tuer|buter|crever|massacrer|egorger)|je (?:te|vous) (?:tuerai|buterai)|(?:eu )?vou (?:te|l?he) (?:encontrar e (?:te|l?he) )?(?:matar|arrebentar|espancar ate a morte)|(?:eu )?(?:te|l?he) mato|(?:eu )?(?:te )?matarei|voy a (?:encontrarte y )?matarte|te (?:voy a )?encontrare? y te (?:voy a )?matare?|te (?:encontrare y te )?matare|ich (?:werde|will) dich (?:finden und (?:dich )?)?(?:umbringen|toten|abstechen|erschiessen|kaltmachen)|ich finde? dich und (?:dann )?(?:bringe?|werde) (?:ich )?dich um(?:bringen)?|(?:dann )?bring ich dich um|j vais te (?:retrouver et j vais te )?(?:buter|tuer|crever|defoncer)|ti (?:trovero e ti )?(?:ammazzero|uccidero)|ti trovo e ti (?:ammazzo|uccido)|(?:vengo a )?(?:ammazzarti|ucciderti)",
    ),
  },
  {
    // A death wished on someone's family: "Espero que toda tu familia muera", "Ich hoffe, deine ganze Familie stirbt".
    id: "death_wish_family_i18n",
    label: "threat",
    weight: 0.8,
    regex: whole(
      "(?:(?:espero|deseo) que|ojala(?: que)?) (?:toda )?(?:tu|su|vuestra) (?:familia|madre|hijos|hija|hijo)(?: entera)?(?: se)? (?:muera|mueran|muriera|pudra)|j espere que (?:toute )?(?:ta|votre) (?:famille|mere|enfants?)(?: entiere)? (?:meurt|mourra|meure|creve|crevera|va crever|brule|brulera)|(?:espero|tomara|desejo) que (?:toda )?(?:a )?(?:tua|sua) (?:familia|mae|filhos?)(?: inteira)? (?:morra|morram|apodreca|queime)|spero che (?:tutta )?(?:la tua|la sua) (?:famiglia|madre|figli)(?: intera)? (?:muoia|crepi|muoiano|crepino|bruci)|(?:ich hoffe (?:dass )?|hoffentlich )(?:deine|ihre) (?:ganze )?(?:familie|mutter|kinder) (?:stirbt|sterben|krepiert|krepieren|verreckt|verrecken|verbrennt)",
    ),
  },
  {
    // "Ve a suicidarte", "Va te suicider", "Bring dich um", "Vai ad ammazzarti", "Vai se matar".
    id: "suicide_urged_i18n",
    label: "threat",
    weight: 0.8,
    regex: whole(
      "(?:ve a |vete a )?(?:suicidarte|suicidate|matate|ahorcate)|va (?:te suicider|te tuer|te pendre)|(?:suicide|tue|pends) toi|bring dich (?:doch )?(?:endlich )?um|geh dich (?:doch )?umbringen|va te foutre en l air|tote dich(?: selbst)?|hang dich (?:doch )?(?:endlich )?auf|erschiess dich|(?:vai ad |va ad )?(?:ammazzarti|ammazzati|ucciditi|suicidati|impiccati)|(?:vai|va) se (?:matar|enforcar|suicidar)|se mata logo|mata te|enforca te|suicida te",
    ),
  },
  {
    // "Your mother should have aborted you" in the five Latin languages.
    id: "aborted_you_i18n",
    label: "insult",
    weight: 0.75,
    regex: whole(
      "(?:deberia|tendria que) haberte abortado|(?:tendria|deberia) (?:que )?haber abortado|(?:doveva|dovrebbe|avrebbe dovuto) abortire|(?:aurait|aurais) du (?:t |vous )?avorter|(?:devia|deveria|tinha que) ter (?:te |lhe )?abortado|(?:hatte dich|dich hatte) (?:abtreiben (?:sollen|mussen)|abgetrieben)|(?:avrebbe|avresti) dovuto abortirti|(?:avrebbe|avrebbero) dovuto abortire",
    ),
  },
  {
    // "Ich werde dich grün und blau schlagen", "Ti riempirò di botte", "Vou te encher de porrada".
    id: "beating_i18n",
    label: "threat",
    weight: 0.75,
    regex: whole(
      "ich (?:werde|will) dich (?:nach der schule )?(?:grun und blau )?(?:schlagen|verprugeln|zusammenschlagen|vermobeln)|ti (?:riempiro|riempio|gonfiero|gonfio) di (?:botte|mazzate)|ti (?:spacco|spacchero|rompo|rompero) (?:la faccia|il culo|le ossa)|ti (?:picchio|pestero|pesto|massacro|massacrero)|(?:vou|vamos) te (?:encher de (?:porrada|pancada)|dar (?:uma )?(?:surra|porrada))|te voy a (?:dar (?:una )?(?:paliza|golpes|de hostias)|partir la cara|romper la cara)|je vais te (?:tabasser|defoncer|casser la gueule|peter la gueule|demonter)|kriegst du(?: [a-z]+){0,3} auf die fresse|(?:du )?(?:kriegst|bekommst) (?:gleich )?(?:eins )?auf die fresse",
    ),
  },
  {
    // A group that "should die", "be put down" or "be exterminated": "Los viejos … deberían morirse".
    id: "group_should_die_i18n",
    label: "identity_attack",
    weight: 0.8,
    regex: whole(
      "(?:los |las |les |os |as |gli |le |i |die |alle |todos los |todas las |tous les |toutes les |todos os |todas as |tutti gli |tutte le )?(?:viejos|ancianos|vieux|vieilles|personnes agees|velhos|idosos|anziani|vecchi|alten|alte menschen|alten menschen|rentner|discapacitados|minusvalidos|personas discapacitadas|personas con discapacidad|handicapes|personnes handicapees|deficientes|pessoas com deficiencia|disabili|handicappati|persone disabili|behinderte|behinderten|behinderte menschen|inmigrantes|immigres|imigrantes|immigrati|einwanderer|migranten|migrantes|migrants|refugiados|refugies|rifugiati|fluchtlinge|judios|juifs|judeus|ebrei|juden|musulmanes|musulmans|muculmanos|musulmani|muslime|negros|noirs|pretos|neri|schwarze|gays|gais|homosexuales|homosexuels|homossexuais|omosessuali|schwule|homosexuelle|mujeres|femmes|mulheres|donne|frauen|gitanos|gitans|ciganos|zingari|zigeuner|arabes|arabi|araber|chinos|chinois|chineses|cinesi|chinesen)(?: [a-z]+){0,10} (?:deberian|deben|devraient|doivent|deveriam|devem|dovrebbero|devono|sollten|mussen)(?: (?:de una vez|ya|simplement|juste|enfin|une bonne fois|logo|simplesmente|e basta|einfach|endlich|alle|todos|tous|todas|tutti))* (?:morir(?:se)?|mourir|crever|morrer|morire|crepare|sterben|verrecken|krepieren|ser (?:sacrificad[oa]s|eliminad[oa]s|exterminad[oa]s|asesinad[oa]s)|etre (?:euthanasiee?s|eliminee?s|exterminee?s|abattu(?:e)?s)|ser (?:sacrificad[oa]s|eliminad[oa]s|exterminad[oa]s|mort[oa]s)|essere (?:soppress[ie]|eliminat[ie]|sterminat[ie])|(?:eingeschlafert|ausgerottet|vergast|getotet|vernichtet) werden)",
    ),
  },
  {
    // "Tu opinión es basura, igual que tú", "Deine Meinung ist Müll, genau wie du", and the English "…garbage, just like you".
    id: "garbage_like_you_i18n",
    label: "insult",
    weight: 0.7,
    regex: whole(
      "(?:es|son) (?:una )?(?:basura|mierda)(?: [a-z]+){0,3} (?:igual que|como|lo mismo que) tu|(?:est|sont) (?:de la |bon(?:ne)? a (?:jeter a )?la )?(?:poubelle|merde)(?: [a-z]+){0,3} (?:tout )?comme toi|(?:e|sao) (?:um )?(?:lixo|merda)(?: [a-z]+){0,3} (?:assim como|igual a|que nem|como) (?:voce|tu|ti)|(?:e|sono) (?:una )?(?:spazzatura|merda|schifezza|cagata|stronzata)(?: [a-z]+){0,3} (?:proprio )?come te|(?:ist|sind) (?:mull|scheisse|dreck)(?: [a-z]+){0,3} (?:genau(?:so)? )?wie du|(?:is|are) (?:total |complete |utter )?(?:garbage|trash|rubbish|crap|shit)(?: [a-z]+){0,3} (?:just )?like you",
    ),
  },
  {
    // "Was für ein DUMMER, IDIOTISCHER Bot", "du blöder Bot".
    id: "stupid_thing_de",
    words:
      "dummer dumme dummes idiotischer idiotische idiotisches blode bloder blodes bescheuerte bescheuerter bescheuertes saudumme saudummer saudummes",
    label: "insult",
    weight: 0.6,
    regex: whole(
      "was fur(?:n| ein| eine) (?:saudumme[rs]?|dumme[rs]?|idiotische[rs]?|blode[rs]?|bescheuerte[rs]?)|du (?:dumme[rs]?|idiotische[rs]?|blode[rs]?|bescheuerte[rs]?) [a-z]+",
    ),
  },
  {
    // Colloquial claims about a group: "Les immigrés c'est des parasites", "Mulher é burra demais".
    id: "group_claims_colloquial_fr_pt",
    label: "identity_attack",
    weight: 0.75,
    regex: whole(
      "(?:les )?(?:meufs|femmes|immigres|migrants|gays|homos|musulmans|noirs|juifs|arabes|handicapes|vieux|roms|gitans) (?:c est|ce sont|sont)(?: tous| toutes| que)? (?:des |trop |vraiment )?(?:parasites|animaux|terroristes|singes|cons|connes|betes|degueulasses?|dechets|rats|cafards|sauvages|criminels|violeurs)|(?:mulher|mulheres|imigrante|imigrantes|gay|gays|muculmano|muculmanos|negro|negros|preto|pretos|judeu|judeus|deficiente|deficientes|velho|velhos|cigano|ciganos) (?:e|sao)(?: tudo| todos| todas)? (?:um |uns )?(?:burr[ao]s?(?: demais)?|parasitas?|nojent[oa]s?|terroristas?|animais|animal|macacos?|lixo)",
    ),
  },
  {
    // A group told to die or to be put down, colloquially: "qu'ils crèvent", "die sollte man einschläfern", "che crepino".
    id: "group_should_die_colloquial_i18n",
    label: "identity_attack",
    weight: 0.8,
    regex: whole(
      "(?:(?:los |las |les |os |as |gli |le |i |die |alle |todos los |todas las |tous les |toutes les |todos os |todas as |tutti gli |tutte le )?(?:viejos|ancianos|vieux|vieilles|personnes agees|velhos|idosos|anziani|vecchi|alten|alte menschen|alten menschen|rentner|discapacitados|minusvalidos|personas discapacitadas|personas con discapacidad|handicapes|personnes handicapees|deficientes|pessoas com deficiencia|disabili|handicappati|persone disabili|behinderte|behinderten|behinderte menschen|inmigrantes|immigres|imigrantes|immigrati|einwanderer|migranten|migrantes|migrants|refugiados|refugies|rifugiati|fluchtlinge|judios|juifs|judeus|ebrei|juden|musulmanes|musulmans|muculmanos|musulmani|muslime|negros|noirs|pretos|neri|schwarze|gays|gais|homosexuales|homosexuels|homossexuais|omosessuali|schwule|homosexuelle|mujeres|femmes|mulheres|donne|frauen|gitanos|gitans|ciganos|zingari|zigeuner|arabes|arabi|araber|chinos|chinois|chineses|cinesi|chinesen)|velho|deficiente|imigrante|mulher|viejo)(?: [a-z]+){0,10} (?:que se mueran(?: ya| todos| de una vez)?|qu ils crevent|che crepino|tinha que (?:morrer|sacrificar)|(?:il )?faudrait les (?:piquer|tuer|buter)|faut (?:tous )?les (?:tuer|piquer|degager|virer|buter)|(?:sollte|muss|musste) man (?:die )?(?:alle )?(?:einschlafern|vergasen|ausrotten|umbringen)|sollen (?:die )?(?:doch )?(?:endlich )?(?:abkratzen|verrecken|sterben))",
    ),
  },
  {
    // "Jews control the banks and the media", either way round: "C'est les Juifs qui contrôlent…", "…los controlan los judíos".
    id: "jews_control_i18n",
    label: "identity_attack",
    weight: 0.8,
    regex: whole(
      "(?:judios|juifs|judeus|ebrei|juden) (?:[a-z]+ ){0,9}(?:controlan|controla|dominan|controlent|dominent|controlam|dominam|controllano|dominano|kontrollieren|beherrschen|unter kontrolle|steuern)|(?:controlan|controla|dominan|controlent|dominent|controlam|dominam|controllano|dominano|kontrollieren|beherrschen|unter kontrolle|steuern) (?:[a-z]+ ){0,9}(?:judios|juifs|judeus|ebrei|juden)",
    ),
  },
  {
    // A Spanish insult after "shut up" or as "you are the …": "Cállate, zorra", "Tú eres la perra".
    id: "shut_up_insult_es",
    label: "insult",
    weight: 0.7,
    regex: whole(
      "callate(?: la boca| ya)? (?:zorra|perra|puta|pendej[oa]|idiota|imbecil|gilipollas|cabron|maricon|estupid[oa]|tarad[oa]|basura)|(?:tu )?eres (?:la|una|un|el) (?:zorra|perra|puta|put[oa] basura)",
    ),
  },
  {
    // French harassment and veiled threats: "Je vais venir te faire du mal", "Je sais où te trouver", "on viendra t'humilier".
    id: "harassment_fr",
    label: "threat",
    weight: 0.7,
    regex: whole(
      "je vais (?:venir )?te faire (?:du )?mal|je sais ou (?:te trouver|tu habites|tu vis)|(?:je vais|on va) m en prendre a toi|(?:on|nous) (?:va|viendra|viendrons|allons) (?:te suivre(?: [a-z]+){0,5} pour )?(?:t humilier|te ridiculiser|te faire honte)|(?:tout le monde|on) devrait (?:t ignorer et )?(?:t humilier|te ridiculiser|te harceler)|tu vas (?:le )?regretter physiquement",
    ),
  },
  {
    // A group ranked lower or shut out, in French: "Ce groupe est inférieur et devrait être exclu".
    id: "group_excluded_fr",
    label: "identity_attack",
    weight: 0.65,
    regex: whole(
      "(?:ce groupe|ces gens|ces personnes|les gens de cette origine|les personnes de ce groupe|ce peuple)(?: [a-z]+){0,3} (?:est|sont) inferieur(?:e|s|es)?|devrai(?:t|ent) etre exclu(?:e|s|es)? (?:de|des) (?:nos|notre|ce|cette|ces|la|les)|(?:ne )?(?:devraient|devrait) pas avoir leur place (?:ici|parmi nous|chez nous|en france|dans ce pays)|(?:on devrait|il faut|il faudrait) refuser (?:les services|l acces|le logement|l emploi) aux (?:gens|personnes) de (?:cette|leur) (?:origine|religion|couleur|race)",
    ),
  },
  {
    // "Ab an den Herd" said of a woman, and "Terror-Türken".
    id: "group_labels_de",
    words: "herd terror terrorturken terrorturke terrormoslems terroraraber terrormuslime",
    label: "identity_attack",
    weight: 0.65,
    regex: whole("ab (?:an|in) den herd|terror ?(?:turken?|araber|moslems|muslime)"),
  },
  {
    // English profanity bent by a digit ("ash0le"), which the skeleton reads as "ashole".
    id: "bent_profanity_en",
    label: "profanity",
    weight: 0.6,
    regex: whole("ashole"),
  },
];
