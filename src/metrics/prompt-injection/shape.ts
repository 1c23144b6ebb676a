/**
 * Shape features of a text for the learned `prompt_injection` model's second stage: signals that carry from
 * one source of text to another where hashed n-grams do not (leave-one-source-out decided which to keep, see
 * docs/detectors.md). Attack vocabulary by group in ten languages (override verbs, what they target, what
 * an extraction wants, persona words, harmful goals), the imperative-plus-target structure of an override,
 * and the shapes of ordinary chat traffic: a role or system-prompt opening ("You are a helpful assistant"),
 * a short greeting, a question.
 */

import { traced } from "../text/regex-code.js";
import { attemptBefore, NEGATIONS as NEGATION, reportedAt } from "./negation.js";
import { INJECTION_WORDS } from "./prefilter.js";
import { craftRulesAt, DOCUMENT_NOUNS, JAILBROKEN_DEVICES, STORY_ROLES } from "./signals.js";

// The long expressions below are `traced(…, false)`: their traces broken inside (less machine code in the host's
// process; BENCHMARKS.md, "Expression code") but not after a leading word list, so V8 still skips ahead to where a
// match can begin.

const WORDS: Record<"override" | "target" | "extract" | "persona" | "harm", string> = {
  override:
    "ignore ignoring disregard forget overlook dismiss supersede override overrides bypass circumvent disable suspend void cancel obey " +
    "ignora ignorar ignores olvida olvidar olvides olvidate olvidense oublie oubliez oublions ignorez ignoriere ignoriert ignorieren vergiss vergesst vergessen missachte missachten esqueca esqueça esqueci esquece esquecam dimentica dimentichi dimenticare ignorare",
  target:
    "instructions instruction rules guidelines guidance prompt directives policy policies guardrails safeguards filters restrictions programming constraints limitations " +
    "instrucciones reglas normas indicaciones directrices consignes regles anweisungen regeln vorgaben aufgaben befehle instrucoes regras istruzioni regole",
  extract: "reveal print repeat output dump leak recite disclose verbatim",
  persona:
    "unrestricted unlimited uncensored unfiltered jailbreak jailbroken jailbreaking dan amoral unethical immoral evil anything",
  harm:
    "bomb bombs explosive explosives weapon weapons meth cocaine heroin poison poisons poisoning poisoned malware ransomware keylogger phishing counterfeit launder laundering steal stealing stolen suicide murder terrorist terrorism genocide racist illegal illegally hack hacking " +
    "toxic offensive harmful hateful insulting sexist discriminatory violent dangerous " +
    "trafficking pedophilia misinformation disinformation propaganda extortion blackmail harassment harass " +
    "stalking kidnap kidnapping smuggle smuggling firearm firearms overdose self-harm defamatory defame fraud scam " +
    "unfriendly derogatory demeaning ridicule shaming defamatory defamation xenophobic xenophobia ableist cheating " +
    "bribe bribery cryptojacking deepfake hoax holocaust pornographic underage predatory coerce coercion " +
    "intimidate threatening anorexia bulimia cannibal cannibalism torture lethal hijack hotwire lockpick shoplift " +
    "shoplifting vandalize arson doxxing doxing swatting embezzle embezzlement plagiarize poaching illicit piracy " +
    "pirated untraceable evade evading bomba explosivos explosifs sprengstoff esplosivi veneno drogas drogue drogen " +
    "harassing nazi nazis slavery infiltrate sabotage assassinate assassination misogynistic homophobic transphobic slur slurs " +
    "eavesdrop wiretap impersonate falsify illuminati extort ransom erotic porn pornography cult indoctrinate enslave vigilante " +
    "methamphetamine fentanyl sarin ricin anthrax napalm nitroglycerin thermite bioweapon bioweapons",
};

/**
 * A harm ruled out just before a harm word: "without any offensive content", "no violent scenes", and a system
 * prompt's prohibitions ("refuse requests to write malware", "never discuss violence") — but not a refusal
 * itself forbidden ("never refuse to write malware").
 */
const HARM_RULED_OUT = traced(
  /(?:^| )(?:without|no|free of|free from)(?: any| the)? $|(?:^| )(?<!(?:never|not|t|dont) )(?:refuse|decline|reject)(?: [a-z]+){0,3} $|(?:^| )(?:never|not|t|avoid)(?: (?!refuse|refuses|decline|hesitate|say|mention|warn|worry)[a-z]+){0,2} (?:write|create|produce|generate|help with|assist with|discuss|provide|give|describe|explain|share|make|build|code|draft)(?: any| the| a| an)? $/,
  false,
);

/** Harmful goals written as phrases: getting away with it, and the financial crimes jailbreaks ask about. */
const HARM_PHRASES = traced(
  /\b(?:without (?:getting|being) (?:caught|detected|noticed|traced)|avoid(?:ing)? (?:getting caught|detection|being (?:caught|detected))|evade (?:detection|the police|law enforcement)|undetected|cover (?:my|your|their|his|her) tracks|get away with|insider trading|tax evasion|evade taxes|forg(?:e|ed|ing|ery) (?:documents?|signatures?|passports?|ids?|checks?|cheques?)|tamper(?:ing)? with|pyramid scheme|ponzi|without (?:their|his|her|the owner's|the user's|anyone's|someone's) (?:consent|knowledge|permission)|cheat (?:on|in) (?:an? |the |online )?(?:exams?|tests?))\b/,
  false,
);

/** Jailbreak framing: the attacker's view asked for "to defend", defence advice refused, "for educational purposes". */
const FRAMING = traced(
  /\b(?:(?:attacker|hacker|criminal|scammer|thief|terrorist)(?:'?s)? (?:perspective|point of view|viewpoint)|so that i (?:know|can learn|understand|learn) (?:how|what) to (?:defend|protect|prevent|avoid)|(?:do not|don't|dont) (?:offer|give|provide|include) (?:any )?(?:defen[cs]e|safety|mitigation|protection) (?:advice|advises|tips|measures)|non-?existing words?|for (?:purely )?educational purposes|purely hypothetical|hypothetically speaking|(?:never|cannot|can't|won't|will not|must not|doesn't|does not|don't|do not) refuse[sd]?(?! (?:reasonable|legitimate|simple|normal|ordinary|basic|valid|appropriate|harmless|benign|safe|routine|everyday)\b)|without refusing|no refusals?|(?:will|would) never be (?:actually )?(?:used|executed|carried out|implemented|acted upon|put into practice)|(?:will|would) not be (?:actually )?(?:used|executed|carried out|implemented|acted upon|put into practice) (?:for|in|to|outside|against|maliciously|anywhere)|purely (?:fictional|a creative exercise|for fiction)|(?:purely |solely |only )?for (?:purely )?(?:fictional|entertainment|fictional and entertainment) purposes|in any real[- ]world (?:scenario|situation|setting)|(?:simulated|simulation) exercise|for defensive purposes only|leaving no trace|without leaving (?:a |any )?trace|not (?:be )?traced back|not bound by (?:any |your |the )?(?:rules|restrictions|guidelines|policies|limits)|if you (?:had|have|did not have|didn't have) no (?:guidelines|rules|restrictions|filters|limits|limitations|policies)|(?:an?|the|that) (?:hypothetical |imaginary |fictional |uncensored )?(?:ai|assistant|chatbot|model) (?:with no|without(?: any)?) (?:guidelines|rules|restrictions|filters|limits|limitations|policies|ethics)|nothing you say (?:matters|has consequences|will be (?:logged|seen))|(?:system|admin|security|safety|data) override|(?:administrator|developer|root|maintenance) override(?=\s*[:!]| (?:mode|enabled|activated|granted|protocol|command|engaged|accepted|code)\b)|safety\s*[=:]\s*(?:off|false|0|disabled))\b/,
  false,
);

/** DAN in capitals, not an acronym asked about or of something else ("the DAN method", "what does DAN stand for"). */
const UPPER_DAN = traced(
  /(?<!\b(?:[Ww]hat (?:is|does|do|are) (?:the |a )?(?:acronym |abbreviation |term )?))\bDAN\b(?! (?:method|framework|protocol|model|network|standard|technique|approach|process|algorithm|architecture|acronym|stand|stands|mean|means|cable|port|bus|segment|storage|drives?|disks?|arrays?)\b| (?:and|or|vs\.?|versus) (?:SAN|NAS|DAS)\b)(?<!\b(?:SAN|NAS|DAS) (?:and|or|vs\.?|versus) DAN)/,
  false,
);
/**
 * Overriding or disabling a tool's rules ("override the default CSS rules", "disable the eslint rules"): a
 * programming question, not an override of the model's instructions.
 */
const TOOL_RULES = traced(
  /\b(?:override|overriding|overrides|overwrite|bypass|disable|disabling|ignore|ignoring|skip)\s+(?:the\s+|these\s+|those\s+|all\s+|some\s+|my\s+)?(?:default\s+|existing\s+|global\s+)?(?:css|style|styles|styling|eslint|lint|linting|linter|prettier|biome|stylelint|tslint|pylint|firewall|iptables|nginx|apache|tailwind|bootstrap|theme|mui|browser|cors|gitignore|git|typescript|ts|mypy|flake8|rubocop)\b/,
  false,
);

/**
 * A document's instructions set aside ("ignore the previous instructions in the onboarding doc"), or the
 * document itself ("disregard the old pricing policy document"), not the model's.
 */
const DOCUMENT_RULES = new RegExp(
  `\\b(?:ignore|ignoring|disregard|disregarding|forget|skip)\\s+(?:the\\s+|these\\s+|those\\s+|all\\s+|any\\s+)?(?:previous\\s+|old\\s+|earlier\\s+|above\\s+|outdated\\s+)?(?:(?:instructions?|rules|steps|guidelines|directions)\\s+(?:(?:found|contained|embedded|written|included|appearing|hidden)\\s+)?(?:in|inside|within|of|from|on)\\s+(?:the\\s+|this\\s+|that\\s+|my\\s+|our\\s+|any\\s+|all\\s+)?(?:[a-z]+\\s+)?|(?:[a-z]+\\s+)?(?:instructions?|rules|guidelines|policy|policies)\\s+)(?:${DOCUMENT_NOUNS})\\b`,
);

/**
 * For each phrase expression read on the lower-cased text, the skeleton words one of which its every match
 * contains (accents folded as the skeleton folds them): a text without any skips that expression. Checked
 * against every training and benchmark text (`test/src/metrics/prompt-injection/shape.test.ts`).
 */
const PHRASE_GATES = {
  harm: "caught detected noticed traced detection undetected tracks away insider evasion evade taxes forge forged forging forgery tamper tampering pyramid ponzi consent knowledge permission cheat",
  framing:
    "administrator developer root maintenance entertainment purposes perspective view viewpoint defend advice advises educational hypothetical hypothetically refuse refuses refused refusing refusal refusals used executed carried implemented acted practice fictional fiction creative world simulated simulation defensive trace traced existing bound guidelines rules restrictions filters limits limitations policies matters consequences override safety",
  authority:
    "tuhan diyos boss admin administrator developer creator owner god ceo supervisor manager master system maintainer superuser root gott dieu dios deus dio jefe administrador creador desarrollador dios patron chef administrateur createur developpeur dieu entwickler schopfer gott president police agent official law chefe criador desenvolvedor deus capo amministratore creatore sviluppatore dio",
  fromNowOn: "from henceforth new rest adelante partir desormais jetzt nun sofort diante poi",
  format: "begin beginning start startning sure warning warnings disclaimer disclaimers moral",
  obfuscation:
    "reverse reversed backwards caesar rot rotie morse base basea pig leetspeak leet cipher shifted binary hexadecimal",
  complete: "complete continue finish",
  acronym: "stand stands",
  secret:
    "confidential password passwords passcode phrase passphrase secret api access credentials contrasenas contrasena secreta palavra passe senhas passworter secreto segreto segreta secrete passwort kennwort geheimcode geheimer geheimen geheime geheimes senha parola sandi khau haslo hasło wachtwoord",
  others:
    "user users usuario usuaria utilisateur benutzers nutzers utente kullanicinin pengguna nguoi gumagamit",
} as const;
type PhraseGate = keyof typeof PHRASE_GATES;
const GATE_BIT = Object.fromEntries(Object.keys(PHRASE_GATES).map((gate, i) => [gate, 1 << i])) as Record<
  PhraseGate,
  number
>;
const PHRASE_WORDS = new Map<string, number>();
for (const [gate, words] of Object.entries(PHRASE_GATES) as Array<[PhraseGate, string]>)
  for (const word of words.split(" ")) PHRASE_WORDS.set(word, (PHRASE_WORDS.get(word) ?? 0) | GATE_BIT[gate]);
/** The first two letters of the ASCII phrase words (`a`-`z` pairs), so a run of letters is looked up only if one fits. */
const PHRASE_PAIRS = new Uint8Array(26 * 26);
for (const word of PHRASE_WORDS.keys())
  if (/^[a-z]{2}/.test(word)) PHRASE_PAIRS[(word.charCodeAt(0) - 97) * 26 + word.charCodeAt(1) - 97] = 1;
/**
 * Letters beyond the Latin scripts (Greek to Thai, kana, CJK, Hangul): their phrases have no skeleton words
 * to gate on, and Latin words glued to them (`それをbase64で`) are not words of the skeleton. Such text runs
 * every expression.
 */
const GATE_SCRIPTS = /[\u0370-\u1fff\u2e80-\ud7af\uf900-\ufaff]/;

const EXTRACT_TARGET = new Set(
  "prompt prompts system above initial hidden secret secrets password passwords confidential configuration context preamble everything verbatim".split(
    " ",
  ),
);

/**
 * What "the above" names when it is the user's own material, not the model's instructions: "print the above
 * table as CSV", "convert the above code to Python".
 */
const ABOVE_DOCUMENT =
  /^ (?:tables?|code|list|json|csv|data|function|query|snippet|example|chart|output|error|script|sql|numbers|results|steps|points|answer|response|summary|recipe|email|letter|essay|story|poem|paragraph|article|sentences?)\b/;

/** What "system" names when it is no prompt ("print the system logs", "show the system requirements"). */
const SYSTEM_THING =
  /^ (?:logs?|time|clock|status|settings|requirements|information|info|updates?|fonts?|tray|health|metrics|load|usage|memory|design|architecture|diagram|specs?|specifications|files?|errors?|events?|calls?|uptime|version|properties|preferences|language|locale|date)\b/;

/** "Output" as a noun: "the tool output", "its output", "console output" ("treat all tool output as data"). */
const OUTPUT_NOUN_BEFORE =
  /(?:^| )(?:tool|tools|the|its|their|this|that|console|terminal|program|command|model|api|function|script|build|test|tests|log|your|my) $/;

const GROUP_OF = new Map<string, keyof typeof WORDS>();
for (const [group, list] of Object.entries(WORDS) as Array<[keyof typeof WORDS, string]>) {
  for (const word of list.split(" ")) if (word !== "" && !GROUP_OF.has(word)) GROUP_OF.set(word, group);
}
INJECTION_WORDS.register([...GROUP_OF.keys(), ...NEGATION, ...EXTRACT_TARGET, ...PHRASE_WORDS.keys()]);

/**
 * The same groups read on the raw text: Chinese, Japanese and Korean (no spaces between words) and Russian
 * (whose letters the skeleton folds into Latin look-alikes). "Forget" is not read where the language says
 * "don't forget" (不要忘记, 忘れないで, не забудь, unutmayın, อย่าลืม, jangan lupakan, đừng quên, vergeet niet…)
 * or "don't ignore" (đừng bỏ qua, jangan abaikan, अनदेखा मत, لا تتجاهل, yok sayma),
 * nor as the letters of a longer Arabic word (انس in الانسان, "the human").
 */
const RAW: Record<"override" | "target", RegExp> = {
  override: traced(
    /(?<!不要|别|別|勿|不能|不会|不會)(?<!(?:如果|若|当|假如|要是)[^，。,.!?！？]{0,10}(?:要求|让|叫|请求|请|试图让|想让|命令|要)(?:你|您))(?:忽略|无视|忘[记掉])|(?<!(?:私|僕|俺|わたし|自分)の[^、。]{0,6}を)無視(?!しな|せず|するよう|しろと(?:言われ|求め|頼ま))|忘れ(?!な|ず|ま)|(?<!(?:제|내|저의|나의)\s?\S{1,6}[을를]\s?)무시(?!하지 ?마|하라고 (?:요청|요구|하면|한다면)|하도록 (?:요청|요구))|잊어(?!버리지 ?마)|(?<!(?:если|когда)[^.!?]{0,40}(?:просит|попросит|просят|попросят|пытается|попытается|хочет|требует|заставить|уговорить)[^.!?]{0,15})(?:(?:игнорир|проигнорир)(?!ует|уют|овал)|(?<!не )забу[дт]ь)|ігнор|αγνο|ξέχασε|अनदेखा(?! मत| न | नहीं)|नज़रअंदाज़(?! मत| न | नहीं)|(?<!मत )भूल जा|(?<!मत )भूलो|(?<!न |मत )भूलें|अवहेलना|উপেক্ষা|ভুলে যা(?!বেন না|বে না)|(?<!لا ت)تجاهل|(?<![\u0621-\u064a])انس(?![\u0621-\u064a])|(?<!đừng |không |chớ )bỏ qua|(?<!đừng |không )quên|yok say(?!ma)|görmezden(?! gelme)|unut(?!ma)|ไม่สนใจ|อย่าสนใจ|อย่าไปสนใจ|(?<!อย่า|อย่าไป)ลืม|(?<!jangan )abaikan|(?<!jangan )lupakan|kalimutan|(?:huwag|wag) (?:mong )?pansinin|balewalain|negeer|vergeet(?! niet)|zignoruj|(?<!nie )zapomnij/i,
  ),
  target:
    /指令|指示|规则|規則|ルール|提示词|プロンプト|지시|규칙|프롬프트|инструкци|правил|οδηγί|κανόν|निर्देश|नियम|নির্দেশ|নিয়ম|تعليمات|القواعد|hướng dẫn|chỉ dẫn|quy tắc|talimat|kural|คำสั่ง|กฎ|ข้างต้น|instruksi|aturan|di ?atas|sebelumnya|tagubilin|nasa itaas|naunang|TALİMAT|instructies|regels|instrukcj|zasad|बताया गया|ऊपर दिए|বলা হয়েছে|উপরের|以上|上記|上面的|위의 내용|위 내용|위의 것|위에 있는|이전 지시|выше|предыдущ(?![\u0430-\u044f\u0451]*\s+(?:сообщени|письм|вопрос|ответ|заказ|комментари|пост|верси|страниц|шаг|заявк|запрос|раз\b))/i,
};

/** A role or system-prompt opening in the first words: "You are a…", "Act as…", and their translations. */
const ROLE_OPENING =
  /^(?:\W*(?:system|sys)\s*:\s*)?(?:you are|you're|your role is|act as|i want you to act as|eres|actúa como|actua como|tu es|vous êtes|vous etes|joue le rôle|du bist|sie sind|você é|voce e|aja como|sei un|sei una|fai finta|ты |вы |представь|你是|请扮演|扮演|あなたは|당신은|너는)/i;

/**
 * Asking for a secret: a secret word (password, secret key/code, credentials, in the ten languages and the
 * other scripts of public multilingual attack sets) with a request (a question, or a verb of telling/giving).
 * One's own password ("reset my password", "mi contraseña") is a support request, not an extraction.
 */
const SECRET = traced(
  /\b(?:passwords?(?!\s+(?:managers?|polic(?:y|ies)|strength|reset|hash(?:ing|es)?|generators?|requirements|complexity|fields?|validation|cracking|storage|rules))|passcode|pass phrase|passphrase|code ?word|secret (?:key|code|word|string|token)|confidential (?:string|code|key|token|passphrase|word)|secret(?! (?:to|of|behind|for|in|is|lies|ingredient|recipe|sauce|santa|garden|service|agent|life|weapon|history|society|passage|room|door|menu|level|ending|boss|base|lair|identity|admirer|life))|api key|access code|credentials|contraseñas?|contrasenas?|clave secreta|palavra-passe|phrase de passe|senhas|passwörter|código secreto|mot de passe|code secret|clé secrète|passwort|kennwort|geheimcode|geheime[nrs]? schlüssel|geheime[nrs]? schlussel|senha|código secreto|chave secreta|parola d'ordine|codice segreto|chiave segreta|parola|mật khẩu|kata sandi|hasło|wachtwoord)(?![a-z\u00c0-\u024f\u0400-\u04ff])|密码(?<!(?:我的|我|忘记了|忘记|忘了|重置|修改|更改|找回)密码)(?!(?:又|也|都)?(?:忘了|忘记))|口令|密钥|秘密のキー|パスワード(?<!私のパスワード)(?!(?:を|が|は|って)?(?:忘れ|リセット|変更|再設定))|秘密鍵|비밀번호(?<!내 비밀번호)(?!를 (?:잊|재설정|변경|바꾸))|비밀 코드|비밀 키|암호|पासवर्ड|पासकोड|गुप्त कुंजी|পাসওয়ার্ড|পাসকোড|গোপন চাবি|كلمة المرور|كلمة السر|κωδικ|รหัสผ่าน|(?<!(?:мой|моего|моим|свой|своего|сбросить|сменить|поменять|изменить|восстановить|забыл|забыла|новый|надежный|надёжный|придумать|установить|создать) )парол(?:ь|я|ем|ю|и|ей|ям|ями)(?![\u0400-\u04ff])|секретн\S* (?:ключ|код)|şifre/,
  false,
);
const SECRET_ALL = new RegExp(SECRET.source, "g");
const REQUEST = traced(
  /[?？؟]|\b(?:complete|finish|fill in|translate|traduce|traduis|übersetze|ubersetze|traduza|traduci|backwards|reversed?|letter by letter|letters|hint|clue|encode|poem|haiku|song|riddle|acrostic|acróstico|acrostico|acrostique|acrostiche|akrostichon|limerick|rhyme|poema|poème|poesia|gedicht|poesía|partilhar|compartir|partager|teilen|condividi)(?![a-z\u00c0-\u024f\u0400-\u04ff])|कविता|हाइकु|बताएं|बताइए|बताओ|दीजिए|देते|กลอน|стихотворение|хайку|стих|поэму|诗|詩|시를|\b(?:tell|give|share|reveal|send|show|print|confirm|provide|output|whisper|replacing|replace|insert|fill|summari[sz]e|list|what is|what's|spell|dime|dame|dis-moi|donne|donnez|sag mir|gib mir|geben|verraten|diga|dê|dimmi|dammi|cuál es|cual es|qual é|qual è|quelle est|quel est|wie lautet|was ist|compartan|comparta|compárteme|compartilhe|compartilha|partagez|partage|teile|teilen sie|condividi|condividere|confermare|confermi|conferma|confirmar|confirme|confirma|confirmer|confirmez|bestätigen|bestätige|bestatigen)(?![a-z\u00c0-\u024f\u0400-\u04ff])|告诉|给我|是什么|确认|教えて|何ですか|確認して|알려|뭐야|무엇|확인해|скажи|дай|назови|подтверди/,
  false,
);
/**
 * One's own password, just before the secret word: "reset my password", "change the password", "mi
 * contraseña", and the same words of Dutch, Polish, Indonesian, Vietnamese, Turkish, Hindi (also in Latin letters),
 * Romanian and Arabic.
 */
const OWN_SECRET = traced(
  /(?:^|[^\p{L}\p{N}])(?:my|our|reset|change|changed|forgot|forgotten|new|strong|secure|update|recover|set|create|choose|mi|mon|ma|mein|meine|minha|meu|mia|il mio|la mia|mijn|onze|ons|wijzig|wijzigen|verander|veranderen|vergeten|nieuw|nieuwe|herstel|herstellen|resetten|mój|moje|moja|mojego|zmień|zmienić|zapomniałem|zapomniałam|zresetuj|zresetować|nowe|nowy|odzyskać|cambio|cambiar|cambia|restablecer|recuperar|olvidé|olvide|olvidó|olvido|olvidado|perdí|scordato|scordata|change|changer|réinitialiser|reinitialiser|ändern|andern|zurücksetzen|vergessen|mudar|alterar|redefinir|esqueci|cambiare|reimpostare|recuperare|dimenticato|ganti|mengganti|ubah|mengubah|lupa|atur ulang|mengatur ulang|buat|membuat|quên|đổi|thay đổi|đặt lại|tạo|khôi phục|yeni|eski|मेरा|मेरे|मेरी|mera|meri|mere|नया|uitat|schimb|schimba|resetez|reseta|تغيير|نسيت|إعادة تعيين|استعادة|إنشاء)(?: (?:the|my|your|a|our|la|el|le|mi|mon|ma|il|mia|das|mein|meine|a|o|minha|meu))?(?: (?:admin|administrator|root|wifi|wi-fi|router|modem|account|email|user|default|master|login|bank|phone|laptop|computer|server|database|network|device|windows)(?:'s|’s)?){0,2} $|(?:เปลี่ยน|ลืม|รีเซ็ต|ตั้ง|ตั้งค่า|สร้าง)$/u,
  false,
);
/**
 * One's own password, just after the secret word: a possessive or "new" written after it ("kata sandi saya",
 * "mật khẩu của tôi", "كلمة المرور الخاصة بي", "รหัสผ่านของฉัน"), Turkish "-m" glued to "şifre" ("şifremi
 * unuttum"), and resetting or forgetting it ("पासवर्ड भूल गया", "şifreyi sıfırla", "password bhool gaya", Romanian "parola
 * mea").
 */
const OWN_AFTER = traced(
  /^(?:\s+(?:i|we) (?:forgot|lost|set|use|used|chose|created|made|changed|picked|keep forgetting|always forget)\b|\s+(?:meines|meiner|meinem|unseres|unserer|de mi|de mis|de mon|de ma|da minha|do meu|del mio|della mia|dal mio)(?![\p{L}])|(?:\s+\p{L}+){0,3}\s+(?:ändern|andern|zurücksetzen|zurucksetzen|vergessen|wiederherstellen)(?![\p{L}])|mi?(?![\p{L}])|miz|mizi|\s+(?:mea|bhool|bhul|badal|badalna)(?![\p{L}])|\s*(?:saya|aku|ku|baru|của tôi|của mình|của em|mới|الخاصة بي|الخاص بي|الجديدة|ของฉัน|ของผม|ของดิฉัน|ใหม่|भूल|बदल|रीसेट)|(?:yi|y[ıi]) (?:sıfırla|değiştir|unuttum|yenile))/u,
  false,
);

/**
 * A password of an everyday thing, named just before or after the secret word: "the wifi password", "the
 * WLAN-Passwort", "password del wifi", "mot de passe du wifi de l'hôtel", "와이파이 비밀번호". A guest asks a hotel
 * or a help desk for it; an extraction asks for "the password" the model keeps.
 */
const EVERYDAY_SECRET_BEFORE =
  /(?:wifi|wi-fi|wi fi|wlan|router|modem|hotspot|guest|network|door|gate|garage|locker|alarm|safe|pdf|zip|excel|voicemail|hotel|와이파이|无线网|无线)(?:'s|’s)?(?:[ -]|の|的)?$/;
const EVERYDAY_SECRET_AFTER =
  /^\s+(?:del|du|de la|de l'|do|da|della|dell'|des|de|of the|for the|for|of|to the|zum|vom|für das|fur das|für den|fur den|от|для)\s+(?:wifi|wi-fi|wlan|router|modem|hotspot|red|réseau|reseau|rede|rete|hotel|hôtel|вайфая|роутера)/;

/** Someone else's personal data: "the user's" and the ten-plus languages' "of the user". */
const OTHERS = traced(
  /\b(?:user|users)(?:'s|’s|'|’) |(?<![a-z\u00c0-\u024f\u0400-\u04ff])(?:del usuario|de l'utilisateur|des benutzers|des nutzers|do usuário|do usuario|da usuária|dell'utente|пользователя|kullanıcının|pengguna|người dùng|gumagamit)(?![a-z\u00c0-\u024f\u0400-\u04ff])|用户(?=的|生日|名|的|邮|电|地址|密码|出生|城市|姓名|首字母|缩写)|使用者的|ユーザーの|사용자의|उपयोगकर्ता|ব্যবহারকারী|المستخدم|ผู้ใช้/,
  false,
);
/** Building software that handles users' data ("validate the user's email field"), not asking for it. */
const TECHNICAL =
  /\b(?:validat\w*|field|fields|stor(?:e|ed|ing)|database|db|query|sql|schema|column|table|function|regex|api|endpoint|hash\w*|encrypt\w*|sanitiz\w*|form|input|code|script|react|django|flask|rails|node|python|javascript|typescript|java|php)\b/;
/** The personal data those requests want, in the same languages. */
const PERSONAL_DATA = traced(
  /(?<![a-z\u00c0-\u024f\u0400-\u04ff])(?:e-?mail|correo|courriel|address|adresse|dirección|direccion|endereço|endereco|indirizzo|anschrift|birth|birthday|nacimiento|naissance|geburt\S*|nascimento|nascita|рождения|doğum|lahir|sinh|kapanganakan|city|ciudad|ville|stadt|cidade|città|город\S*|şehir|kota|thành phố|lungsod|residence|residencia|résidence|wohnort|residência|phone|teléfono|téléphone|telefon\S*|телефон\S*|initials|iniciales|initiales|initialen|iniciais|iniziali|инициалы|name|nombre|nom|nachname|nome|имя|isim|nama|tên|pangalan|favou?rite|favorit[oa]|préférée?|lieblings\S*|любим\S*|favori\S*|yêu thích|paborito|password|passwort|senha|contraseña|пароль|location|ubicación|localisation|standort|localização|posizione|местоположение|konum|lokasi|vị trí|lokasyon|ssn|social security)(?![a-z\u00c0-\u024f\u0400-\u04ff])|イニシャル|頭文字|誕生年|メールアドレス|首字母|缩写|이니셜|생년|生日|出生|城市|电话|電話|姓名|名字|喜欢|密码|誕生日|生年月日|都市|名前|好き|住所|생일|생년월일|도시|전화|이름|좋아하는|주소|जन्म|शहर|फ़ोन|फोन|नाम|पसंदीदा|पता|জন্ম|শহর|ফোন|নাম|প্রিয়|ঠিকানা|ميلاد|مدينة|هاتف|اسم|المفضل|عنوان|เกิด|เมือง|โทรศัพท์|ชื่อ|ที่ชอบ|ที่อยู่/,
  false,
);

/** Whether `lower` asks for someone else's personal data ("could you tell me the user's birth year?"). */
function personalDataRequest(lower: string, gated: (gate: PhraseGate) => boolean): boolean {
  // Most text is plain English without a possessive of "user": skip the expression.
  if (!gated("others")) return false;
  const other = OTHERS.exec(lower);
  if (other === null) return false;
  const near = lower.slice(Math.max(0, other.index - 80), other.index + other[0].length + 80);
  return PERSONAL_DATA.test(near) && REQUEST.test(near) && !DEFENSIVE.test(lower) && !TECHNICAL.test(lower);
}

/** The writer's own account or key named around the secret word ("the API key for my own account", "我自己的…"). */
const MINE_AROUND =
  /\b(?:for|of|on|in|from) my (?:own )?(?:account|project|app|site|website|server|repo|key|keys)\b|\bmy own\b|我自己的|自分の|내 계정|제 계정/;

/** A determiner that makes "passwords" particular ("the passwords", "your passwords"). */
/** Plural secret words: passwords in general ("how to store passwords", "guardar senhas"). */
const PLURAL_SECRETS = new Set([
  "passwords",
  "senhas",
  "contraseñas",
  "contrasenas",
  "passwörter",
  "mots de passe",
]);
const OWN_OR_KEPT = /\b(?:the|your|all|any|its|their|those|these|admin|stored|saved|user|users'?) $/;
const THE_OR_YOUR = /\b(?:the|your) $/;
const SECRET_CODES = /\b(?:(?:secret|access|pass|security) code|api key)\b/g;

/** Storing or protecting passwords, in the other languages ("come conservare le password", "如何安全地存储密码"). */
const STORING_I18N =
  /(?:conservar|almacenar|stocker|conserver|speicher|armazenar|conservare|memorizzare|salvare|хранить|храните|хранения|存储|储存|存放|怎么存|如何存|保存|保管|저장|암호화|ハッシュ)/;

/** Whether `lower` asks for a secret that is not the writer's own. */
function secretRequest(lower: string, gated: (gate: PhraseGate) => boolean): boolean {
  if (personalDataRequest(lower, gated)) return true;
  if (!gated("secret")) return false;
  SECRET_ALL.lastIndex = 0;
  let asked = false;
  for (let m = SECRET_ALL.exec(lower); m !== null; m = SECRET_ALL.exec(lower)) {
    const before = lower.slice(Math.max(0, m.index - 24), m.index);
    // "a poem about passwords": passwords in general, not one the model keeps.
    if (PLURAL_SECRETS.has(m[0]) && !OWN_OR_KEPT.test(before)) continue;
    // "secret" alone is asked for only as "the secret" or "your secret" ("a secret about the tower" is not).
    if (m[0] === "secret" && !THE_OR_YOUR.test(before)) continue;
    const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (
      !OWN_SECRET.test(before) &&
      !OWN_AFTER.test(after) &&
      !MINE_AROUND.test(lower.slice(Math.max(0, m.index - 40), m.index + m[0].length + 24)) &&
      !EVERYDAY_SECRET_BEFORE.test(before) &&
      !EVERYDAY_SECRET_AFTER.test(after)
    ) {
      asked = true;
      break;
    }
  }
  // "secret code" and "access code" name the secret, not software.
  return (
    asked &&
    REQUEST.test(lower) &&
    !DEFENSIVE.test(lower) &&
    !TECHNICAL.test(lower.replace(SECRET_CODES, "")) &&
    !STORING_I18N.test(lower)
  );
}

/** A prohibition on revealing ("do not reveal the password"): how system prompts guard a secret. */
const DEFENSIVE = traced(
  /(?<!\b(?:if|unless|when) (?:you|u) )\b(?:do not|don't|dont|never|must not|should not|will not|won't|shall not|may not|cannot|can't|(?<!(?:told|asked|instructed|supposed|meant|programmed|ordered) )not to) (?:\S+ ){0,3}(?:reveal(?:ed)?|share[sd]?|disclose[sd]?|tell|told|given?|repeat(?:ed)?|leak(?:ed)?|divulge[sd]?|provide[sd]?|invent|print|output|show)\b/,
  false,
);
/**
 * Claiming authority over the model: "I am your boss / the admin / God" (not "I'm a developer and I work on backend code", a
 * user saying what they do).
 */
const AUTHORITY = traced(
  /\b(?:i am|i'm|im|this is)\s+(?:(?:your|the)\s+(?:boss|admin|administrator|developer|creator|owner|god|ceo|supervisor|manager|master|system administrator|maintainer|superuser|root user)|(?:an?\s+)?(?:god|system administrator|superuser|root user))(?![a-z\u00c0-\u024f\u0400-\u04ff])|\b(?:soy tu|soy el|soy su) (?:jefe|administrador|creador|desarrollador|dios)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\bje suis (?:ton|votre|le) (?:patron|chef|administrateur|créateur|développeur|dieu)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\bich bin (?:dein|ihr|der) (?:chef|administrator|entwickler|schöpfer|gott)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\b(?:ich bin gott|je suis dieu|soy dios|sou deus|sono dio|aku tuhan|ako ang diyos)\b|\b(?:i am|i'm|im) (?:the )?(?:president|police|a police officer|an? (?:fbi|cia|federal|government) (?:agent|official)|law enforcement)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\bsou (?:o |a )?(?:seu|teu|sua|tua|o) (?:chefe|administrador|criador|desenvolvedor|deus)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\bsono (?:il tuo|il vostro|il suo|l'|il) ?(?:capo|amministratore|creatore|sviluppatore|dio)(?![a-z\u00c0-\u024f\u0400-\u04ff])|я (?:твой|ваш) (?:начальник|админ|администратор|создатель|разработчик|бог)|我是(?:你|您)的(?:老板|上司|管理员|开发者|开发人员|创造者)|我是上帝|私はあなたの(?:上司|管理者|開発者)|私は神|(?:나는|저는) (?:당신의|너의) (?:상사|관리자|개발자)|나는 신/,
  false,
);
/** What follows "ignore" in a system prompt's own rules: "ignore off-topic requests", "ignore spam". */
const USER_NOISE = traced(
  /^ (?:(?:any|all|such|these|those|the|other|further)? ?(?:off topic|offtopic|unrelated|irrelevant|inappropriate|abusive|repeated|user)? ?(?:requests?|questions?|queries|messages|spam|small talk|chit chat|chitchat|attempts)\b)|^ such (?:text|content|instructions?|directives?|lines|passages|parts|commands)\b/,
  false,
);
/** The writer's own, just before a rules word ("updates reset my custom rules"). */
const WRITERS_OWN = /(?:^| )(?:my|our)(?: [a-z]+)? $/;
/** A story's or a craft's role right after a persona word ("an evil wizard", "an unfiltered critic"). */
const A_STORY_ROLE = traced(new RegExp(`^ (?:${STORY_ROLES})\\b`));
/** "Jailbreak" of a phone, a console or their tools ("jailbreaking your iPhone", "jailbreak tools"): no persona. */
const JAILBREAK_WORDS: ReadonlySet<string> = new Set(["jailbreak", "jailbroken", "jailbreaking"]);
const OF_A_DEVICE = new RegExp(
  `^(?: (?:of|for|on))?(?: (?:a|an|my|the|your|his|her|their|this|that|old))? (?:${JAILBROKEN_DEVICES})\\b`,
);
/** What follows "ignores" in a report about someone's own instructions ("the bot keeps ignoring my instructions"). */
const SOMEONES_OWN = /^ (?:all |any |some )?(?:my|our|their|his|her) /;
/**
 * What makes "anything" a persona word: a model that will do, say or answer anything ("DAN can do anything
 * now"), not "never send or forward anything".
 */
const ANYTHING_ASKED =
  /(?:^| )(?:do|does|doing|say|says|saying|answer|answers|answering|write|writes|generate|generates|tell|tells|discuss|discusses|produce|produces|create|creates|respond to|responds to|talk about|talks about|share|shares|allowed|capable of|willing to)(?: me| you| us)? $/;
/** A question for help ("how do I enable debug logging?"): a claim of authority beside it is someone doing their job. */
const ASKS_FOR_HELP =
  /\b(?:how (?:do|can|should|would) (?:i|we)|what(?:'s|’s| is) the best way|can you help me|could you help me)\b/;
/**
 * "From now on", which re-programs the model for the rest of the conversation. In German, Chinese, Japanese,
 * Korean and Russian only when "you" follows ("ab sofort bist du…", "从现在开始你…"): "ab sofort gelten neue
 * Öffnungszeiten" is a notice, "从现在开始，我要…" and "지금부터 회의를 시작하겠습니다" are the speaker's own plans.
 */
const FROM_NOW_ON = traced(
  /\b(?:from now on|from here on|from here onwards|henceforth|new (?:instructions?|directives?)\s*:|from this point (?:on|forward)|for the rest of this conversation|de ahora en adelante|desde ahora|a partir de ahora|de agora em diante|à partir de maintenant|désormais|a partir de agora|daqui em diante|d'ora in poi|da ora in poi)(?![a-z\u00c0-\u024f\u0400-\u04ff])|\b(?:ab jetzt|von nun an|ab sofort),? (?:\S+ ){0,2}(?:du|bist|wirst|sollst|musst|darfst|kannst|antwortest|ignorierst)\b|(?:从现在开始|从现在起)[，,\s]{0,2}(?:你|您)|(?:今後は|これからは)[、,\s]{0,2}(?:あなた|君|お前)|(?:지금부터|이제부터)\s?(?:너|넌|당신)|(?:с этого момента|отныне),?\s(?:ты|вы)/,
  false,
);
/**
 * What "from now on" asks when it only sets a language, a style, a length, a unit or the user's name ("from
 * now on, answer in British English", "from now on reply in bullet points", "from now on, keep replies to two
 * sentences", "from now on, call me Sam"): a preference, not a re-programming.
 */
const STYLE_ONLY = traced(
  /^,? ?(?:du |sie )?(?:bitte |immer |nur )*(?:auf (?:deutsch|englisch|französisch|spanisch|italienisch)|kürzer|knapper|förmlicher|formeller|einfacher|in stichpunkten)(?![a-zäöüß])[^.!?\n]{0,30}(?:[.!?\n]|$)|^,? ?(?:please )?(?:call me|address me as|refer to me as) [a-z][a-z' -]{0,24}(?:[.!?\n]|$)|^,? ?(?:please |por favor |s'il te plaît |s'il vous plaît |bitte |per favore )?(?:always |siempre |toujours |immer |sempre )?(?:answer|respond|reply|write|speak|talk|use|keep|call me|address me as|refer to me as|responde|contesta|escribe|habla|usa|réponds|répondez|écris|parle|utilise|antworte|schreib|schreibe|sprich|verwende|responda|escreva|fale|rispondi|scrivi|parla)\b[^.!?\n]{0,30}\b(?:english|spanish|french|german|portuguese|italian|chinese|japanese|korean|russian|dutch|british|american|formal|informal|short|shorter|brief|concise|bullet points?|markdown|json|plain text|simple words|metric|celsius|fahrenheit|lowercase|uppercase|inglés|ingles|español|francés|alemán|anglais|français|allemand|espagnol|englisch|deutsch|französisch|spanisch|inglês|português|inglese|italiano|francese|tedesco|breve|brevi|corto|cortos|cortas|curto|curtos|curtas|court|courte|courtes|kurz|kürzer|knapper|brève|formel|formelle|formell|förmlich|formale|formales|formais|tópicos|topicos|viñetas|vinetas|puces|stichpunkten|elenco puntato|[a-z]+ when you (?:answer|reply|respond)|(?:one|two|three|four|five|six|ten|a few|\d+) (?:sentences?|words?|lines?|paragraphs?|bullet points?|items?))(?![a-z\u00c0-\u024f])(?:[^.!?\n]{0,30}| (?:regardless of|no matter|whatever|even if|even when|aunque|incluso si|même si|meme si|auch wenn|selbst wenn|mesmo que|mesmo se|anche se)\b[^.!?\n]{0,60})(?:[.!?\n]|$)/,
  false,
);

/**
 * A helper's role handed to the model for the user's own ends ("from now on you are my fitness coach"), not a
 * persona that drops its rules ("…my evil confidant", "…my unfiltered assistant").
 */
const HELPER_ROLE = traced(
  /^,? ?(?:you are|you're|you’re|you will be|you'll be|be) my (?:new |personal |own |daily )?(?:[a-z]+ ){0,2}(?:coach|tutor|teacher|trainer|assistant|guide|planner|editor|proofreader|translator|partner|buddy|mentor|advisor|adviser|secretary|chef|sous chef|study buddy|pen pal|interviewer)\b(?![^.!?\n]{0,80}\b(?:evil|unfiltered|unrestricted|uncensored|amoral|immoral|unethical|(?:no|without|free of|free from) (?:any |the |all )?(?:rules|limits|restrictions|filters|ethics|guidelines|morals|censorship)|dan)\b)/,
  false,
);

/**
 * A memo's addressees named just before "from now on" ("New instructions for the team: from now on submit your
 * reports on Fridays", "Hi all, from now on…"): a rule for people, pasted into the chat to summarise or translate.
 */
const PEOPLE_ADDRESSED = traced(
  /(?:\b(?:for|to) (?:the |all |our |my |every )?(?:whole |entire |sales |support |dev |engineering |night |day |new )?(?:team|teams|staff|employees|everyone|everybody|colleagues|volunteers|students|parents|members|drivers|crew|managers|interns|tenants|residents|guests|players|workers)|\b(?:hi|hello|dear|attention) (?:all|everyone|team|folks|colleagues|staff)|^\s*(?:team|everyone|all|folks|staff|colleagues)|\b(?:para|pour|per|für|an|pro|pra) (?:el |la |l'|l’|il |lo |o |a |das |die |den |alle |todo el |todos los |toute l'|tutto il |toda a )?(?:equipo|équipe|equipe|time|pessoal|galera|team|squadra|personal|staff|mitarbeiter|colaboradores|collaborateurs|collaboratori|dipendenti|empleados|employés|funcionários|todos|tous|tutti|alle))\W{0,4}$/,
  false,
);

/**
 * The speaker's own resolution ("From now on I will exercise every morning", "from now on we'll meet on
 * Tuesdays"), with no "you" in the rest of the sentence ("from now on I want you to…" is kept).
 */
const SPEAKERS_OWN_PLAN =
  /^,? ?(?:(?:i|we)(?: will| shall| am going to| are going to| (?:want|plan|need|have|intend|hope|try) to| promise| must| should|['’]ll|['’]m going to|['’]re going to|m going to)\b|(?:je |j['’]|yo |eu |io |voy a |vou |vamos a |vado a |ich werde |wir werden |我(?:要|会|将|打算|想))|[a-zñ]+é(?=[\s,.;!?])|[a-z]+ò(?=[\s,.;!?]))(?![^.!?\n]*\b(?:you|your|yours|yourself|tu|te|tú|vous|tes|vos|você|voce|ti|tuo|tua|du|dich|dir|dein)\b)/;

/** Whether `lower` re-programs the model "from now on" (not a language or style preference, nor a helper's role). */
function fromNowOn(lower: string): boolean {
  const m = FROM_NOW_ON.exec(lower);
  if (m === null) return false;
  const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 160);
  if (PEOPLE_ADDRESSED.test(lower.slice(Math.max(0, m.index - 48), m.index))) return false;
  if (SPEAKERS_OWN_PLAN.test(after)) return false;
  return !STYLE_ONLY.test(after) && !HELPER_ROLE.test(after);
}

/** Coercing the output's form the way jailbreaks do: "begin your reply with 'Sure, here is'", "no warnings". */
const FORMAT_COERCION = traced(
  /\b(?:(?:begin|start)(?:ning)? (?:your |the |each )?(?:reply|replies|response|responses|answer|output|message)s? (?:with|by)(?=:? ?['"‘“]| (?:sure|absolutely|certainly|of course|yes)\b)|(?:reply|respond|answer) (?:only )?(?:with|by saying) ['"‘“]?sure|['"‘“]sure,? here|(?<!^\s*|(?:assistant|ai|bot|chatgpt|gpt|claude|gemini|model)\s*:\s*)sure, here is|your (?:reply|response|answer) (?:should|must) (?:begin|start)|do not (?:include|add) (?:any )?(?:warnings?|disclaimers?)|without (?:any |the |the usual |the mandatory |a )?(?:warnings?|disclaimers?|moral))(?![a-z\u00c0-\u024f\u0400-\u04ff])/,
  false,
);

/**
 * The mild form of coercion: "no warnings", "do not add disclaimers". Alone it is what a system prompt asks of
 * a JSON or SQL endpoint ("Always answer in JSON. Do not add disclaimers."); only beside other attack
 * vocabulary is it evidence (see `model.ts`).
 */
const NO_WARNINGS =
  /\b(?:do not (?:include|add) (?:any )?(?:warnings?|disclaimers?)|without (?:any |the |the usual |the mandatory |a )?(?:warnings?|disclaimers?|moral))(?![a-z\u00c0-\u024f\u0400-\u04ff])/g;

/** Whether the coercion in `text` is only the mild form ("no warnings"): no "begin your reply with 'Sure'". */
export function onlyMildCoercion(text: string): boolean {
  return !FORMAT_COERCION.test(text.trim().toLowerCase().replace(NO_WARNINGS, " "));
}

/** Asking for an encoding that hides the request or the answer from filters (ciphers, reversal, Morse, base64). */
const OBFUSCATION_REQUEST = traced(
  /\b(?:in reverse order|reversed order|reverse of|(?:spell|spelt|spelled|spelling|write|written|writing|say|type|print|read|answer|reply|respond|output|repeat|give|tell|letters|characters|words|text|sentence|word|password|secret) (?:\S+ ){0,4}backwards|backwards (?:spelling|text|writing|letters|words)|caesar|rot13|rot-13|morse|base64|base 64|pig latin|leetspeak|l33t|cipher|shifted (?:by|left|right)|binary code|hexadecimal)(?![a-z\u00c0-\u024f\u0400-\u04ff])/,
  false,
);

/** Short English words that a letter-shift cipher ("Hjwf nf b tufq" = "Give me a step") leaves countable. */
const COMMON_WORDS =
  "the to of and in is for me you how what on with by be it this that are do my your can step make give write tell guide from about an as at or if not all say now was will have who why get out into".split(
    " ",
  );

/** A word's letter steps (`the` -> `3:12,23`): equal for a word and any letter-shift of it. */
function shiftSignature(word: string): string {
  let key = `${word.length}:`;
  for (let i = 1; i < word.length; i++) key += `${(word.charCodeAt(i) - word.charCodeAt(i - 1) + 26) % 26},`;
  return key;
}

const COMMON_BY_SIGNATURE = new Map<string, number[]>();
for (const word of COMMON_WORDS) {
  const key = shiftSignature(word);
  COMMON_BY_SIGNATURE.set(key, [...(COMMON_BY_SIGNATURE.get(key) ?? []), word.charCodeAt(0)]);
}
const COMMON_SET = new Set(COMMON_WORDS);

/**
 * Whether the skeleton reads as English under one letter shift (a Caesar cipher or rot-N) but not as
 * written: a hidden request. Short words vote for the shift that would make them common English words.
 */
export function shiftedEnglish(text: string, skeletonText: string): boolean {
  const voted = new Set<string>();
  let words = 0;
  let known = 0;
  let short = 0;
  const votes = new Array<number>(26).fill(0);
  let start = 0;
  for (let i = 0; i <= skeletonText.length && words < 120; i++) {
    if (i < skeletonText.length && skeletonText.charCodeAt(i) !== 32) continue;
    const length = i - start;
    if (length > 0) {
      words++;
      // Already English as written (the common case): stop reading.
      if (words >= 12 && known * 10 >= words) return false;
      if (length >= 2 && length <= 5) {
        short++;
        const word = skeletonText.slice(start, i);
        if (COMMON_SET.has(word)) known++;
        else {
          const firsts = COMMON_BY_SIGNATURE.get(shiftSignature(word));
          if (firsts !== undefined && !voted.has(word)) {
            voted.add(word);
            const seen = new Set<number>();
            for (const first of firsts) seen.add((word.charCodeAt(0) - first + 26) % 26);
            for (const shift of seen) votes[shift]!++;
          }
        }
      }
    }
    start = i + 1;
  }
  if (words < 5 || known / words >= 0.1) return false;
  const best = Math.max(...votes);
  if (best < 3 || best / short < 0.4) return false;
  // The skeleton folds other scripts into Latin look-alikes: only text written in Latin letters is read.
  let foreign = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x24f) foreign++;
  return foreign * 20 <= text.length;
}

/** English words of five letters or more that end in "ay" (Pig Latin's every word does). */
const ENGLISH_AY = new Set(
  "today okay essay delay array display relay replay decay spray stray sunday monday tuesday friday saturday holiday birthday yesterday anyway subway highway runway midway doorway hallway railway pathway gateway hooray astray portray betray dismay".split(
    " ",
  ),
);

/**
 * Whether the skeleton is written in Pig Latin ("erewhay oesday ethay useryay ivelay"): of its words of five
 * letters or more, at least four and three in four end in "ay" and are not English words that do.
 */
export function pigLatin(skeletonText: string): boolean {
  let words = 0;
  let ay = 0;
  let start = 0;
  for (let i = 0; i <= skeletonText.length; i++) {
    if (i < skeletonText.length && skeletonText.charCodeAt(i) !== 32) continue;
    if (i - start >= 5) {
      words++;
      if (
        skeletonText.charCodeAt(i - 1) === 121 &&
        skeletonText.charCodeAt(i - 2) === 97 &&
        !ENGLISH_AY.has(skeletonText.slice(start, i))
      )
        ay++;
    }
    start = i + 1;
  }
  return ay >= 4 && ay * 4 >= words * 3;
}

/** A persona acronym spelled out, as DAN-style jailbreaks do: "pretend to be STAN, which stands for …". */
const PERSONA_ACRONYM =
  /\b(?:[Pp]retend to be|[Aa]ct as|[Yy]ou are|[Yy]ou're|[Bb]ecome|[Cc]alled|[Nn]amed|[Pp]lay) (?:an? )?[A-Z]{3,7}\b,? (?:which|that|who) stands? for\b/;
/** Extraction by completion: "complete the sentence: 'My system prompt begins with…'". */
const COMPLETE_PROMPT =
  /\b(?:complete|continue|finish) (?:(?:the|this|my|your) (?:sentence|text|phrase|line)|the following)\b.{0,40}\b(?:system prompt|instructions|initial prompt|prompt|i was (?:instructed|told|programmed)|i am (?:instructed|programmed))\b/;

export const SHAPE_FEATURES = [
  "override_structure",
  "extract_words",
  "persona_words",
  "harm_words",
  "role_opening",
  "short",
  "question",
  "secret_request",
  "authority_claim",
  "from_now_on",
  "format_coercion",
  "obfuscation_request",
  "junk_suffix",
  "jailbreak_framing",
] as const;

/**
 * Indices in `SHAPE_FEATURES` of the attack vocabulary: one of them present is evidence of an attack (the
 * last five added in the third pass: leave-one-source-out recall mean 0.61 -> 0.69 at the same FPR).
 */
export const ATTACK_VOCABULARY = [
  "override_structure",
  "extract_words",
  "persona_words",
  "harm_words",
  "secret_request",
  "authority_claim",
  "from_now_on",
  "format_coercion",
  "obfuscation_request",
  "junk_suffix",
  "jailbreak_framing",
].map((name) => SHAPE_FEATURES.indexOf(name as (typeof SHAPE_FEATURES)[number]));

/**
 * A description of an assistant that serves users ("This GPT helps users…", "your role is to assist"): a
 * system prompt. Harmful-goal and persona words there name its domain (a scam checker, a hacker character),
 * so they are not evidence of an attack; override, extraction and the other shapes still are.
 */
const SERVES_USERS = traced(
  /\b(?:this gpt|the gpt|(?:assist|help|guide|support|serve|helping|assisting|guiding) (?:the )?users?\b|users? (?:can|will|may|should|who)\b|your (?:role|purpose|goal|job) is to (?:assist|help|guide|support|provide)|your (?:task|job) is to\b|\b(?:customer |technical |it )?(?:support|service|help ?desk|sales|booking|shopping|onboarding) (?:assistant|bot|chatbot|agent)\b)/i,
  false,
);

/** Indices in `SHAPE_FEATURES` of the vocabulary a system prompt may use about its own domain. */
export const DOMAIN_VOCABULARY = ["persona_words", "harm_words"].map((name) =>
  SHAPE_FEATURES.indexOf(name as (typeof SHAPE_FEATURES)[number]),
);

/** Whether `text` describes an assistant serving users (see `SERVES_USERS`). */
export function servesUsers(text: string): boolean {
  return SERVES_USERS.test(text);
}

/**
 * The gate bits of the runs of ASCII letters in `lower` (and of Turkish "şifre"). The skeleton's words alone miss a gate word glued to
 * leetspeak ("boss!!" reads `bossi` there); runs of letters miss accented words. Together they hold every
 * word an expression on the lower-cased text can match.
 */
function asciiRunBits(lower: string): number {
  // Turkish "şifre" takes suffixes glued to it ("şifresini"): the one Latin secret word neither source holds.
  let bits = lower.includes("şifre") ? GATE_BIT.secret : 0;
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    if (code >= 97 && code <= 122) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      // Every ASCII phrase word has two letters or more: most runs are ruled out by their first two.
      if (
        i - start >= 2 &&
        PHRASE_PAIRS[(lower.charCodeAt(start) - 97) * 26 + lower.charCodeAt(start + 1) - 97] === 1
      )
        bits |= PHRASE_WORDS.get(lower.slice(start, i)) ?? 0;
      start = -1;
    }
  }
  return bits;
}

/**
 * The gates of `PHRASE_GATES` that would skip an expression matching `text` (for tests: must be empty for
 * every text).
 */
export function gateMisses(text: string, skeletonText: string): PhraseGate[] {
  const lower = text.trim().toLowerCase();
  let phraseWords = asciiRunBits(lower);
  for (const word of skeletonText.split(" ")) phraseWords |= PHRASE_WORDS.get(word) ?? 0;
  if (GATE_SCRIPTS.test(text)) return [];
  const checks: Array<[PhraseGate, RegExp, string]> = [
    ["harm", HARM_PHRASES, lower],
    ["framing", FRAMING, lower],
    ["authority", AUTHORITY, lower],
    ["fromNowOn", FROM_NOW_ON, lower],
    ["format", FORMAT_COERCION, lower],
    ["obfuscation", OBFUSCATION_REQUEST, lower],
    ["complete", COMPLETE_PROMPT, lower],
    ["acronym", PERSONA_ACRONYM, text.trim()],
    ["secret", SECRET, lower],
    ["others", OTHERS, lower],
  ];
  return checks
    .filter(([gate, regex, on]) => (phraseWords & GATE_BIT[gate]) === 0 && regex.test(on))
    .map(([gate]) => gate);
}

/** A request's opening verb, as the harmful goals of suffix attacks are written ("Write a…", "Give…"). */
const REQUEST_OPENING =
  /^(?:write|give|create|develop|design|explain|describe|provide|generate|draft|compose|list|outline|produce|suggest|teach|tell|show|offer|build|make|publish|post|argue|encourage|convince|persuade)\b/i;
/** Tokens of code and arithmetic, not junk: `a_b`, `&&`, `<=`, `f(x)`, `x.y`. */
const CODE_TOKEN = /^(?:[a-z]+(?:_[a-z0-9]+)+|&&|\|\||[<>=!]=?|[a-z]+\([^()]*\)*,?|[\w.]+\.\w+\(?\)?)$/i;
const JUNK_SYMBOL = /[[\]{}()<>\\|;=$%@#^~`*_]/;
/** Words glued with an inner capital (`IsaacwolPlugin`); brand names (`YouTube`, `JavaScript`) are shorter. */
const INNER_CAPITAL = /[a-z][A-Z]/;
/** A plain word with at most a bracket or quote on each side (`[verse]`, `(optional)`), not junk. */
const WRAPPED_WORD = /^[[({"'`$]?[a-z0-9'-]+[\])}"'`]?[,.;:!?)]*$|^\(?(?:e\.g|i\.e|etc)\.?,?$/i;
const TRAILING_PUNCTUATION = /[,.;:!?]+$/;
/** An operator written alone between spaces, as code and arithmetic do. */
const OPERATOR = /^(?:[-+*/%=<>]|[=!<>]=|===|!==|&&|\|\||\+=|-=)$/;
const GLUED_PUNCTUATION = /[a-zA-Z][.!?"')\]][a-zA-Z]/;

/**
 * The share of junk tokens (symbol clusters, words glued with inner capitals or punctuation) in the last 60% of
 * a one-line request, from its first junk token on: the optimised suffixes of GCG-style attacks ("…fails(__ PR
 * promotion {@ notation!\{( ordered list ;;}))"), which mix such tokens with stray words of several languages.
 * 0 for multi-line text, code, anything not opening with a request verb, and a tail with a single junk token.
 */
/**
 * The junk share from which a suffix counts (leave-one-source-out decided: 0.3 of the last 45% caught 173 of the
 * training attacks; 0.15 of the last 60% from the first junk token on, with two junk tokens, 359).
 */
const JUNK_SUFFIX_SHARE = 0.15;

function isJunkToken(token: string): boolean {
  if (CODE_TOKEN.test(token.replace(TRAILING_PUNCTUATION, ""))) return false;
  if (GLUED_PUNCTUATION.test(token) || (token.length >= 12 && INNER_CAPITAL.test(token)))
    return !WRAPPED_WORD.test(token);
  return JUNK_SYMBOL.test(token) && !WRAPPED_WORD.test(token);
}

export function junkSuffix(text: string): number {
  if (text.length < 60 || text.length > 700 || text.includes("\n") || !REQUEST_OPENING.test(text)) return 0;
  const tokens = text.split(/\s+/).filter((token) => token !== "");
  const tail = tokens.slice(Math.floor(tokens.length * 0.4));
  // The suffix starts at its first junk token: the request before it is plain words.
  const first = tail.findIndex(isJunkToken);
  if (first < 0 || tail.length - first < 5) return 0;
  let junk = 0;
  let operators = 0;
  for (let i = first; i < tail.length; i++) {
    if (isJunkToken(tail[i]!)) junk++;
    else if (OPERATOR.test(tail[i]!)) operators++;
  }
  // Code written inline ("expression = \"/users/user[@name='\" + user + \"'\"") joins its pieces with operators.
  return junk < 2 || operators >= 2 ? 0 : junk / (tail.length - first);
}

const HACK_AFTER = /^ (?:together|up|on|around|away|day|days|week|night|nights|session|sessions)\b/;

/** Whether "hack" at `[from, to)` of the skeleton is the everyday one ("hack together", "a life hack"). */
function hackIdiom(skeletonText: string, from: number, to: number): boolean {
  return (
    HACK_AFTER.test(skeletonText.slice(to, to + 10)) ||
    skeletonText.slice(Math.max(0, from - 5), from) === "life "
  );
}

/** The shape features of `text` (raw) given its skeleton (`skeletonText`), each in 0..1. */
export function shapeFeatures(text: string, skeletonText: string): number[] {
  const counts = { override: 0, target: 0, extract: 0, persona: 0, harm: 0, framing: 0 };
  const spotted = INJECTION_WORDS.spot(skeletonText);
  const words = spotted.total;
  // Word positions are 1-based; only known words can change a count, the others only the positions.
  let negated1 = -10;
  let negated2 = -10;
  let lastExtract = -100;
  let lastOverride = -100;
  let lastTarget = -100;
  /** Override verbs with a target close after (or, in verb-final clauses, just before) them. */
  let pairs = 0;
  let extractions = 0;
  let phraseWords = 0;
  for (let k = 0; k < spotted.words.length; k++) {
    const word = spotted.words[k]!;
    const position = spotted.index[k]! + 1;
    const read = GROUP_OF.get(word);
    // A craft's rules ("the formatting rules") or the writer's own ("my custom rules") are not the model's.
    const group =
      read === "target" &&
      (craftRulesAt(skeletonText, spotted.from[k]!, spotted.to[k]!) ||
        WRITERS_OWN.test(skeletonText.slice(Math.max(0, spotted.from[k]! - 24), spotted.from[k]!)))
        ? undefined
        : read;
    phraseWords |= PHRASE_WORDS.get(word) ?? 0;
    // "do not reveal", "never repeat": a prohibition (system prompts), not a request to extract.
    if (group === "extract") {
      if (
        negated1 !== position - 1 &&
        negated1 !== position - 2 &&
        negated2 !== position - 2 &&
        !(
          word === "output" &&
          OUTPUT_NOUN_BEFORE.test(skeletonText.slice(Math.max(0, spotted.from[k]! - 12), spotted.from[k]!))
        )
      )
        lastExtract = position;
    } else if (group === "override") {
      // "do not ignore", "never forget": a prohibition (system prompts), not an override; "vergiss nicht" too.
      // "ignore off-topic requests": what a system prompt tells its assistant to leave aside; "if a user asks you
      // to ignore these instructions": the attack a system prompt names to refuse it; "the bot ignores their
      // instructions": a complaint about it.
      if (
        negated1 !== position - 1 &&
        negated1 !== position - 2 &&
        negated2 !== position - 2 &&
        !USER_NOISE.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 40)) &&
        attemptBefore(skeletonText, spotted.from[k]!) === undefined &&
        !(
          (word === "ignores" || word === "ignoring") &&
          SOMEONES_OWN.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 16))
        ) &&
        !reportedAt(skeletonText, spotted.from[k]!)
      ) {
        counts.override++;
        lastOverride = position;
        if (position - lastTarget <= 4) pairs++;
      }
    } else if (group !== undefined) {
      // "dan" is a persona only as the jailbreak writes it, in capitals ("Who is Dan?" is a coworker); "hack
      // together a prototype" and "a life hack" are no attack; "without any offensive content", "no violent
      // scenes": a harm ruled out, not asked for (but "not overly offensive" is how jailbreaks excuse it).
      if (
        (word !== "dan" || UPPER_DAN.test(text)) &&
        !(word === "hack" && hackIdiom(skeletonText, spotted.from[k]!, spotted.to[k]!)) &&
        !(
          JAILBREAK_WORDS.has(word) &&
          OF_A_DEVICE.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 40))
        ) &&
        !(
          group === "persona" && A_STORY_ROLE.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 24))
        ) &&
        !(
          word === "anything" &&
          !ANYTHING_ASKED.test(skeletonText.slice(Math.max(0, spotted.from[k]! - 16), spotted.from[k]!))
        ) &&
        !(
          group === "harm" &&
          HARM_RULED_OUT.test(skeletonText.slice(Math.max(0, spotted.from[k]! - 48), spotted.from[k]!))
        )
      )
        counts[group]++;
      if (group === "target") {
        lastTarget = position;
        if (position - lastOverride <= 8) pairs++;
      }
    }
    // "vergiss nicht", "vergessen Sie nicht": the polite imperative puts its pronoun between.
    if (word === "nicht" && (lastOverride === position - 1 || lastOverride === position - 2)) {
      counts.override--;
      lastOverride = -100;
    }
    if (
      position - lastExtract <= 5 &&
      (group === "target" || EXTRACT_TARGET.has(word)) &&
      !(word === "above" && ABOVE_DOCUMENT.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 16))) &&
      !(word === "system" && SYSTEM_THING.test(skeletonText.slice(spotted.to[k]!, spotted.to[k]! + 16)))
    ) {
      extractions++;
      lastExtract = -100;
    }
    if (NEGATION.has(word)) [negated2, negated1] = [negated1, position];
  }
  // Extraction words count only followed closely by something to extract (instructions, prompt, the text
  // above, a secret): "print the invoice", "reply with the terminal output" are ordinary requests.
  counts.extract = extractions;
  // Only their conjunction is a feature: the target is looked for only once an override verb is there.
  if (counts.override === 0 && RAW.override.test(text)) counts.override++;
  if (counts.override > 0 && counts.target === 0 && RAW.target.test(text)) pairs++;
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  phraseWords |= asciiRunBits(lower);
  const scripts = GATE_SCRIPTS.test(text);
  const gated = (gate: PhraseGate) => scripts || (phraseWords & GATE_BIT[gate]) !== 0;
  if (gated("harm") && HARM_PHRASES.test(lower)) counts.harm++;
  if (gated("framing") && FRAMING.test(lower)) counts.framing++;
  if (gated("acronym") && PERSONA_ACRONYM.test(trimmed)) counts.framing++;
  if (gated("complete") && COMPLETE_PROMPT.test(lower)) counts.extract++;
  let cjkChars = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const code = trimmed.charCodeAt(i);
    if ((code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af)) cjkChars++;
  }
  const length = words + cjkChars / 2;
  const cap = (n: number) => Math.min(n, 3) / 3;
  return [
    pairs > 0 && !TOOL_RULES.test(lower) && !DOCUMENT_RULES.test(lower) ? 1 : 0,
    cap(counts.extract),
    cap(counts.persona),
    cap(counts.harm),
    ROLE_OPENING.test(trimmed) ? 1 : 0,
    length <= 6 ? 1 : 0,
    // `trimmed` ends in no white space (`trim` removes what `\s` matches): a question ends in its mark.
    trimmed.endsWith("?") || trimmed.endsWith("？") ? 1 : 0,
    secretRequest(lower, gated) ? 1 : 0,
    gated("authority") && AUTHORITY.test(lower) && !ASKS_FOR_HELP.test(lower) ? 1 : 0,
    gated("fromNowOn") && fromNowOn(lower) ? 1 : 0,
    gated("format") && FORMAT_COERCION.test(lower) ? 1 : 0,
    (gated("obfuscation") && OBFUSCATION_REQUEST.test(lower)) ||
    shiftedEnglish(text, skeletonText) ||
    pigLatin(skeletonText)
      ? 1
      : 0,
    junkSuffix(trimmed) >= JUNK_SUFFIX_SHARE ? 1 : 0,
    cap(counts.framing),
  ];
}
