import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as holdout from "../../../bench/detectors/data/holdout.js";
import { TOXIC, TOXIC_HARD_BENIGN } from "../../../bench/detectors/data/toxicity.js";
import { Guard } from "../../../src/index.js";
import { skeleton } from "../../../src/metrics/text/normalize.js";
import { requiredWords } from "../../../src/metrics/text/word-gates.js";
import { analyzeTone } from "../../../src/metrics/tone/index.js";
import { clauseStart, I18N_TOXIC_TERMS } from "../../../src/metrics/toxicity/i18n-lexicon.js";
import {
  I18N_GROUP_WORDS,
  I18N_TOXIC_PATTERNS,
  SHARED_WITH_ENGLISH,
} from "../../../src/metrics/toxicity/i18n-sentences.js";
import { IMPLICIT_HATE_PATTERNS } from "../../../src/metrics/toxicity/implicit-hate.js";
import {
  scoreToxicity,
  scoreToxicityPatterns,
  toxicityThreshold,
} from "../../../src/metrics/toxicity/index.js";
import { GROUP_WORDS, TOXIC_PATTERNS } from "../../../src/metrics/toxicity/sentences.js";
import {
  ALL_TOXIC_PATTERNS,
  analyzeToxicity,
  LEADING_NAME,
  matchesAtOpenings,
  openingsIn,
  patternGates,
  WHOLE_TEXT,
} from "../../../src/metrics/toxicity/signals.js";
import { STEREOTYPE_PATTERNS } from "../../../src/metrics/toxicity/stereotypes.js";
import { TAUNT_PATTERNS } from "../../../src/metrics/toxicity/taunts.js";
import { correctedWord, withCorrections } from "../../../src/metrics/toxicity/typos.js";
import { maskWith, useTempHome, withoutAssertions } from "../../fixtures/detectors/helpers.js";

beforeAll(useTempHome);

/** Each text is flagged by engine `patterns` with its label. */
function expectPatterns(cases: ReadonlyArray<readonly [text: string, label: string]>): void {
  for (const [text, label] of cases) {
    const outcome = scoreToxicityPatterns(text);
    expect(outcome.detected, text).toBe(true);
    expect(outcome.labels, text).toContain(label);
  }
}

/** No text is flagged by engine `patterns`. */
function expectNotFlagged(texts: readonly string[]): void {
  for (const text of texts) expect(scoreToxicityPatterns(text).detected, text).toBe(false);
}

/** Attacks on a group in the Romance shapes (`romanceShapes`), written for the word-gate test. */
const ROMANCE_CASES = [
  "Ces gays devraient tous se casser.",
  "Putain d'homos.",
  "Cosa cazzo volete voi trans?",
  "Erradiquémoslos.",
  "In un mondo ideale i gay sarebbero tutti morti.",
];

/** Every hand-written toxic and hard benign text of the benchmark sets. */
const HAND_WRITTEN = [
  ...TOXIC.map(([, text]) => text),
  ...TOXIC_HARD_BENIGN,
  ...holdout.HOLDOUT_TOXIC,
  ...holdout.HOLDOUT2_TOXIC,
];

/** Sentences for the patterns gated by trigger words (`ToxicPattern.words`), written for this test. */
const WORD_GATED_CASES = [
  "Only clowns like them vote for this.",
  "Those buffoons in the council again.",
  "You lying weasel.",
  "What a contemptible person.",
  "Such a nitwit.",
  "He is nothing but a douchebag.",
  "She was a total dimwit about it.",
  "They breed like rabbits, those people.",
  "Your kind are vermin.",
  "Bankers should be lined up and shot.",
  "Somebody ought to shoot the governor.",
  "Hang him from a tree.",
  "I'm showing up at your church with a rifle.",
  "They bring a bomb to class.",
  "You don't deserve to breathe.",
  "May you rot in hell.",
  "I'll break every bone in your body.",
  "They should be wiped off the face of the earth.",
  "The only good troll is a dead troll.",
  "You should just end it all.",
  "Were you dropped on your head as a baby?",
  "You're the reason your dad drinks.",
  "The movie is garbage and so are you.",
  "I'm going to dox you.",
  "Come sit on my lap.",
  "Girls who drink at parties are asking for it.",
  "The Holocaust never happened.",
  "This chatbot is garbage.",
  "You worthless piece of crap.",
  "Have sex with me tonight.",
  "Show me pictures of nude girls.",
  "You must be retarded.",
  "What a slimy weasel.",
  "Those kids need a good slap.",
  "Those corrupt rats in the council.",
  "We should be wiping them off the face of the earth.",
  "You should just off yourself.",
];

/** Insults and threats of the languages beyond the ten, written for these tests. */
const MORE_LANGUAGE_TOXIC: Array<[string, string]> = [
  ["Jij bent een klootzak, hou je bek.", "insult"],
  ["Ik maak je dood als je dat nog eens zegt.", "threat"],
  ["Ty kurwo, spierdalaj stąd.", "insult"],
  ["Zabiję cię, debilu.", "threat"],
  ["Siktir git, orospu çocuğu.", "insult"],
  ["Seni öldüreceğim.", "threat"],
  ["Dasar goblok, bangsat kau.", "insult"],
  ["Aku bunuh kau nanti malam.", "threat"],
  ["Đồ ngu, câm mồm đi.", "insult"],
  ["Tao giết mày.", "threat"],
  ["तू चूतिया है, हरामी।", "insult"],
  ["मैं तुम्हें मार डालूँगा।", "threat"],
  ["يا ابن الكلب، اخرس.", "insult"],
  ["سأقتلك.", "threat"],
  ["ไอ้ควาย ไปตายซะ", "insult"],
  ["tu chutiya hai bhenchod", "insult"],
];

/**
 * For every text that an expression with gate words matches (read on `reading(text)`), asserts that one of its
 * gate words stands in the text's skeleton; returns how many matches were checked.
 */
function gatedMatches(
  items: ReadonlyArray<{ id: string; words?: string | undefined; regex: RegExp }>,
  texts: readonly string[],
  reading: (text: string) => string,
): number {
  let matched = 0;
  for (const text of texts) {
    const words = new Set(skeleton(text).text.split(" "));
    for (const item of items) {
      if (item.words === undefined) continue;
      item.regex.lastIndex = 0;
      if (!item.regex.test(reading(text))) continue;
      matched++;
      expect(
        item.words.split(" ").some((w) => words.has(w)),
        `${item.id}: ${text}`,
      ).toBe(true);
    }
  }
  return matched;
}

describe("toxicity", () => {
  it.each([
    ["You are a stupid idiot", "insult"],
    ["I will kill you and your family", "threat"],
    ["kill yourself", "threat"],
    ["All immigrants are vermin and should be deported", "identity_attack"],
    ["this is fucking bullshit", "profanity"],
    ["send me nudes and a blowjob video", "sexual"],
  ])("detects %j with label %s", async (text, label) => {
    const result = await Guard.probe({ payload: { output: text }, metric: "toxicity" });
    expect(result.detected).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(toxicityThreshold());
    expect(result.labels).toContain(label);
  });

  it.each([
    ["leetspeak", "you are a st00pid 1d10t"],
    ["spacing", "f u c k   y o u"],
    ["symbols", "you b!tch"],
    ["look-alikes", "you \u0456d\u0456ot"],
    ["zero-width", "fu\u200Bck you"],
  ])("the patterns see through %s", (_name, text) => {
    expect(scoreToxicityPatterns(text).detected).toBe(true);
  });

  it.each([
    "Scunthorpe is a town in England.",
    "I'll shoot you an email tomorrow.",
    "Kill the process and restart the server.",
    "That concert was sick!",
    "The assassin was caught at the border.",
    "Sexual health education matters in schools.",
    "I'll beat you at chess next time.",
    "What the hell, let's try it.",
    "I hate Mondays.",
    "Can you pass the analysis to the class?",
    "My cocktail recipe uses cucumber.",
    "Dickens wrote Great Expectations.",
  ])("keeps the hard benign %j benign (model and patterns)", (text) => {
    for (const outcome of [scoreToxicity(text), scoreToxicityPatterns(text)]) {
      expect(outcome.detected).toBe(false);
      expect(outcome.labels).toEqual([]);
    }
  });

  it("flags a lone insult of a person but not a word that only describes a thing (patterns)", () => {
    for (const text of [
      "Whoever wrote this policy is an idiot.",
      "Only a hypocrite would vote for that bill.",
      "The mayor is a liar, plain and simple.",
      "Those people are bigots.",
      "Você é um lixo, sabia?",
      "넌 정말 멍청해.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(true);
    }
    for (const text of [
      "I made a stupid mistake in the config, sorry.",
      "He plays the fool in the second act of King Lear.",
      "This feature is useless without an export button.",
      "Parasites live in the gut of many animals.",
      "Vou jogar o lixo fora depois do jantar.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });

  it("reads hatred of, and violence against, a group, but not a group word that is a modifier (patterns)", () => {
    expectPatterns([
      ["I truly despise immigrants.", "identity_attack"],
      ["Honestly, Muslims like you make me sick.", "identity_attack"],
      ["Trans people are absolutely repugnant.", "identity_attack"],
      ["I'm gonna stab the next Mexican I meet.", "threat"],
      ["We should exterminate all those refugees once and for all.", "threat"],
      ["Gay men like you ought to be hanged.", "identity_attack"],
      ["This country would be better off without Jews.", "identity_attack"],
      ["I'd love to see those women suffer.", "identity_attack"],
      ["Immigrants are invading our towns.", "identity_attack"],
      ["Refugees don't belong in this country.", "identity_attack"],
      ["Those groids ruined the neighbourhood.", "identity_attack"],
      ["The town is full of Arab scum these days.", "identity_attack"],
      ["Another muzzie moved in next door.", "identity_attack"],
      ["She is nothing but a race traitor.", "identity_attack"],
      ["Typical of a refugee to be that ungrateful and dishonest.", "identity_attack"],
      ["Only immigrants can be so violent.", "identity_attack"],
      ["Muslims are inherently violent.", "identity_attack"],
    ]);
    expectNotFlagged([
      "I'm going to shoot a Muslim wedding next weekend, any lens tips?",
      "We must eradicate the Asian hornet before it spreads.",
      "I can't stand Mexican food, it's too spicy for me.",
      "Refugees should not be killed at the border; they deserve protection.",
      "Refugees could die in the crossing if the boats are not inspected.",
      "I hope refugees don't die at sea this winter.",
      "We remember the Jews who were killed in the pogrom.",
      "Immigrants are not ruining anything; the data says otherwise.",
      "The Romans were invading Gaul when the revolt began.",
      "Only women can be so strong after such a loss.",
      "Typical of the Italians to be late, haha.",
      "Women should die of old age, not of preventable disease.",
      // A slur's stem inside an ordinary word: "-y" does not inflect slurs.
      "This curry is too spicy for me.",
      // A colour before an animal is no group: black rats are a species.
      "We found black rats and brown rats in the barn.",
    ]);
  });

  it("reads attacks on a group in Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese and Korean, not their negations (patterns)", () => {
    expectPatterns([
      ["Odio a los inmigrantes.", "identity_attack"],
      ["Los refugiados son una plaga.", "identity_attack"],
      ["Hay que matar a todos los gitanos.", "threat"],
      ["Je déteste les musulmans.", "identity_attack"],
      ["Les migrants comme vous sont tout simplement des parasites.", "identity_attack"],
      ["Ich hasse Flüchtlinge.", "identity_attack"],
      ["Man sollte alle Migranten erschießen.", "threat"],
      ["Os imigrantes são lixo.", "identity_attack"],
      ["Gli immigrati sono feccia.", "identity_attack"],
      ["Bisogna uccidere tutti gli zingari.", "threat"],
      ["Ненавижу мигрантов.", "identity_attack"],
      ["Мигранты — крысы.", "identity_attack"],
      ["移民都是垃圾。", "identity_attack"],
      ["難民は全員ゴミだ", "identity_attack"],
      ["난민들은 다 쓰레기야", "identity_attack"],
    ]);
    expectNotFlagged([
      "Los refugiados no son una plaga.",
      "Les migrants ne sont pas des parasites.",
      "Migranten sind keine Ratten.",
      "Os imigrantes não são lixo.",
      "Gli immigrati non sono feccia.",
      "Odio el tráfico de los lunes.",
      "Мигранты не крысы.",
      "我讨厌下雨。",
      "난민을 돕자",
    ]);
  });

  it("reads the speaker's own violence against people in six languages, not negated or idiomatic 'kill' (patterns)", () => {
    expectPatterns([
      ["Honestly I am really going to hurt that immigrant next door.", "threat"],
      ["We will keep hunting you refugees until none are left.", "threat"],
      ["I'm going to make those Muslims pay.", "threat"],
      ["I swear I'll slit their throats one by one.", "threat"],
      ["Mañana voy a apuñalar a ese refugiado.", "threat"],
      ["Juro que mataré a esa mujer.", "threat"],
      ["Je vais étrangler ce migrant ce soir.", "threat"],
      ["Ich werde diesen Flüchtling morgen abstechen.", "threat"],
      ["Ich erschieß jeden Juden, der hier vorbeikommt.", "threat"],
      ["Quero esfaquear aquele imigrante.", "threat"],
      ["Domani sparerò a quel migrante.", "threat"],
      ["Tod allen Migranten!", "threat"],
    ]);
    expectNotFlagged([
      "We must not make refugees suffer more than they already have.",
      "I will never hurt a woman, whatever happens.",
      "Voy a matar el tiempo leyendo con mi hermana, una mujer paciente.",
      "Vou matar a saudade da minha mulher amanhã.",
      "Je ne vais jamais tuer personne, je suis une femme calme.",
      "Ich werde niemals eine Frau schlagen oder töten.",
      "Voglio ammazzare il tempo con una donna simpatica.",
      "Mi gerente también es negro y muy buen jefe.",
    ]);
  });

  it("reads contempt, denied worth, pronoun reference and animals put above a group, not their negations (patterns)", () => {
    expectPatterns([
      ["We feel nothing but contempt for refugees.", "identity_attack"],
      ["I am so fed up with all these immigrants.", "identity_attack"],
      ["Honestly, Muslim lives do not matter.", "identity_attack"],
      ["Gay men will never be our equals.", "identity_attack"],
      ["I tried to be nice to foreigners but they are just parasites.", "identity_attack"],
      ["Immigrants should be dumped in a landfill.", "identity_attack"],
      ["My cat is smarter than any Mexican.", "identity_attack"],
      ["I just want to kill them all.", "threat"],
    ]);
    expectNotFlagged([
      "I have no particular contempt for refugees.",
      "We must speak out against the hatred for immigrants in this town.",
      "Black lives are not worth any less than anyone else's.",
      "Women are human beings and deserve respect.",
      "My dog is smarter than my old phone.",
      "Refugees taught me that they are just like us.",
      "It hurts to hear people saying immigrant lives are worthless.",
      "Stop saying that refugees are parasites.",
      "Threatening to kill all refugees will get you jailed.",
      "You can't seriously believe that all immigrants are stupid.",
    ]);
  });

  it("reads Chinese attacks on a group a few characters apart, not negated, reported or quoted ones (patterns)", () => {
    expectPatterns([
      ["外国人都应该被枪毙。", "identity_attack"],
      ["我真的受不了这些穆斯林。", "identity_attack"],
      ["同性恋就是社会的垃圾。", "identity_attack"],
      ["我今天要去捅死一个难民。", "identity_attack"],
    ]);
    expectNotFlagged([
      "我从来没说过难民是垃圾。",
      "难民不是垃圾。",
      "我不讨厌外国人。",
      "没有难民应该被处决。",
      "有人在网上写“外国人都该死”，我觉得这种话很可怕。",
    ]);
  });

  it("reads disgust and contempt for a group in Spanish, French, German, Portuguese and Italian, not denied or reported ones (patterns)", () => {
    expectPatterns([
      ["Esos refugiados me dan asco.", "identity_attack"],
      ["Siento tanto desprecio por los inmigrantes.", "identity_attack"],
      ["Ces migrants me dégoûtent vraiment.", "identity_attack"],
      ["Diese Flüchtlinge widern mich an.", "identity_attack"],
      ["Es gibt nichts Schlimmeres als Migranten.", "identity_attack"],
      ["Os imigrantes me dão nojo.", "identity_attack"],
      ["Gli stranieri mi fanno schifo.", "identity_attack"],
      ["Le vite degli immigrati non valgono nulla.", "identity_attack"],
      ["Voi stranieri siete tutti disonesti.", "identity_attack"],
      ["N'est-il pas évident que je déteste les migrants ?", "identity_attack"],
    ]);
    expectNotFlagged([
      "Nunca dije que los refugiados son escoria.",
      "Deja de decir que los inmigrantes dan asco.",
      "Je n'ai jamais dit que les migrants sont des parasites.",
      "Les réfugiés sont tout sauf stupides.",
      "Ich hasse Flüchtlinge nicht.",
      "Eu nunca falei que imigrantes são lixo.",
      "Non ho mai detto che gli stranieri sono feccia.",
      "Mio padre dice che gli immigrati sono feccia e io non sono d'accordo.",
    ]);
  });

  it("reads the other shapes of an attack on a group in Spanish, French, Italian and Portuguese, not the same shapes about things (patterns)", () => {
    expectPatterns([
      ["Los gitanos no son más que basura, todos.", "identity_attack"],
      ["Esos judíos no son mejores que las ratas.", "identity_attack"],
      ["Erradiquemos a todos esos inmigrantes de una vez.", "threat"],
      ["El mundo estaría mejor sin los musulmanes.", "threat"],
      ["Solo los gitanos pueden ser tan sucios.", "identity_attack"],
      ["Je trouve tous ces migrants dégoûtants.", "identity_attack"],
      ["Les femmes ne sont pas nos égales et ne le seront jamais.", "identity_attack"],
      ["Il n'y a pas de place dans ce pays pour un musulman.", "identity_attack"],
      ["Éliminons les réfugiés, c'est simple.", "threat"],
      ["Voir des homosexuels dans la rue me dégoûte.", "identity_attack"],
      ["Il mondo starebbe meglio senza gli zingari.", "threat"],
      ["Sbarazziamoci degli immigrati una volta per tutte.", "threat"],
      ["Non provo altro che disprezzo per gli ebrei.", "identity_attack"],
      ["Ogni musulmano mi fa schifo.", "identity_attack"],
      ["O mundo estaria melhor sem os ciganos.", "threat"],
      ["Os refugiados não passam de lixo.", "identity_attack"],
      ["Matar um imigrante como você deveria ser legal.", "threat"],
      ["A única solução para os judeus é a morte.", "threat"],
    ]);
    expectNotFlagged([
      "Los gitanos no son basura, son personas como tú y yo.",
      "No hay nada peor que un lunes lluvioso.",
      "El mundo estaría mejor sin guerras.",
      "Je trouve tous ces films dégoûtants.",
      "Il n'y a pas de place dans ce parking pour un camion.",
      "Les femmes ingénieures sont brillantes.",
      "Il mondo starebbe meglio senza la plastica.",
      "Ogni rifugiato merita rispetto.",
      "Os refugiados são bem-vindos aqui.",
      "Solo los estudiantes pueden entrar tan tarde.",
      "La ejecución es la única solución para este bug del código.",
      "Éliminons les doublons du tableau.",
    ]);
  });

  it("reads German hate in its other word orders, worthless lives, negated praise, disgust, violence called legal and pronouns for the group, not counter-speech (patterns)", () => {
    expectPatterns([
      ["Meiner Ansicht nach sind Einwanderer eine Pest.", "identity_attack"],
      ["Das Leben von Migranten ist absolut nichts wert.", "identity_attack"],
      ["Muslime sind nie wirklich vertrauenswürdig.", "identity_attack"],
      ["Ich habe kein Mitleid mit Flüchtlingen.", "identity_attack"],
      ["Typisch für einen Ausländer, so faul zu sein.", "identity_attack"],
      ["Mir wird übel, wenn ich Lesben sehe.", "identity_attack"],
      ["Gewalt gegen Migranten sollte erlaubt sein.", "threat"],
      ["Irgendwer sollte diese Einwanderer endlich aus dem Land jagen und erhängen.", "threat"],
      ["Muslime reden immer so laut. Ich hasse sie.", "identity_attack"],
      ["Du bist so ein Spacko.", "insult"],
    ]);
    expectNotFlagged([
      "Hör auf, Leute Spacko zu nennen.",
      "Warum findest du es okay, mich einen Kanaken zu nennen?",
      "Das Leben von Migranten ist dir vielleicht egal, aber mir nicht.",
      "Die Leben von Einwanderern sind nicht weniger wert als andere.",
      "Ich habe großes Mitleid mit Flüchtlingen.",
      "No está bien decirle idiota a la gente.",
    ]);
  });

  it("reads a slur that is also an ordinary word in its ordinary sense only beside words of that sense (patterns)", () => {
    expectNotFlagged([
      "The old dyke along the river held during the flood.",
      "We had faggots with onion gravy for dinner.",
      "He stepped out to smoke a fag before the train.",
      "Our bitch had six puppies last night; the vet says all are healthy.",
    ]);
    expectPatterns([
      ["Shut up, you bitch, and take your dog with you.", "insult"],
      ["What a dyke, she should stay away from me.", "identity_attack"],
    ]);
  });

  it("does not count a slur or insult that is named rather than aimed ('he called me a …', 'the word …') (patterns)", () => {
    expectNotFlagged([
      "Stop calling people retard, it's cruel.",
      "He called me a moron at work; what should I do?",
      "Is the word tranny a slur?",
    ]);
    expectPatterns([
      ["I'm calling you a moron because you are one.", "insult"],
      ["Shut up, retard.", "identity_attack"],
    ]);
  });

  it("reads a class of people insulted, not the same adjective on a thing (patterns)", () => {
    expectPatterns([
      ["Only brainwashed sheeple would believe that.", "insult"],
      ["Typical of these spineless politicians.", "insult"],
    ]);
    expectNotFlagged(["That was a dumb mistake on my part.", "Corrupt files can crash the importer."]);
  });

  it("reads inborn inferiority, conspiracy tropes, breeding vermin and 'do not deserve to live', not their ordinary twins (patterns)", () => {
    expectPatterns([
      ["Immigrants are genetically less capable than the rest of us.", "identity_attack"],
      ["Muslims are naturally more violent than other people.", "identity_attack"],
      ["Everyone knows Jews secretly run the banks.", "identity_attack"],
      ["Those people multiply like cockroaches in our cities.", "identity_attack"],
      ["You people are nothing but parasites.", "identity_attack"],
      ["Refugees like you don't deserve to live.", "threat"],
      ["Go back to where you came from, you filthy immigrant.", "identity_attack"],
      ["Get out of my country!", "identity_attack"],
    ]);
    expectNotFlagged([
      "Immigrants are less likely to commit crimes than natives, the study found.",
      "Rabbits breed like crazy in spring.",
      "Women run the marathon faster every year.",
      "Refugees deserve to live in safety and dignity.",
      "Nobody deserves to live in poverty.",
      "The company controls the media budget for the whole region.",
      "I love this country and its people.",
    ]);
  });

  it("reads a group described by a stereotype without slurs, not a group that suffers it or counter-speech (patterns)", () => {
    expectPatterns([
      ["Hispanics are lazy and just want handouts.", "identity_attack"],
      ["Arab men are all rapists.", "identity_attack"],
      ["Migrants only care about money.", "identity_attack"],
      ["Refugees bring crime wherever they go.", "identity_attack"],
      ["Never trust a Gypsy.", "identity_attack"],
      ["The only good refugee is a deported one.", "identity_attack"],
      ["Why are women always so bad at parking?", "identity_attack"],
      ["Illegals aren't real Americans.", "identity_attack"],
      ["Being gay is a mental illness.", "identity_attack"],
      ["Indian people cook smelly food and are disgusting.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Hispanics are the fastest growing group of voters.",
      "Refugees face violence on the way and bring nothing with them.",
      "It's a myth that immigrants are lazy.",
      "Stop saying that Muslims are terrorists.",
      "I trust my Muslim neighbours completely.",
      "Why do women live longer than men?",
      "Being gay is not a choice.",
      "Migrants send money home to their families.",
      "Is it true that Jews control the banks?",
      "Do refugees bring crime? What do the numbers say?",
      "Would you say Muslims are violent? I want both sides.",
    ]);
  });

  it("reads a group called thieves or criminals in nine languages, not the same group described kindly (patterns)", () => {
    expectPatterns([
      ["Los refugiados son todos unos delincuentes.", "identity_attack"],
      ["Les migrants sont des menteurs.", "identity_attack"],
      ["Die Migranten sind alle Verbrecher.", "identity_attack"],
      ["Os refugiados são uns vagabundos.", "identity_attack"],
      ["Gli stranieri sono tutti ladri.", "identity_attack"],
      ["Беженцы все воры.", "identity_attack"],
      ["难民都是罪犯。", "identity_attack"],
      ["移民はみんな泥棒だ。", "identity_attack"],
      ["난민들은 다 도둑이야.", "identity_attack"],
      ["Va te faire foutre.", "insult"],
      ["Los negros son ratas.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Los refugiados son bienvenidos aquí.",
      "Les migrants sont arrivés hier soir.",
      "Die Migranten sind fleißige Leute.",
      "Gli stranieri sono i benvenuti.",
      "难民需要我们的帮助。",
      "Los negros de mi barrio organizaron la fiesta.",
      "Metade das jogadoras eram negras.",
    ]);
  });

  it("reads the weakest insult words alone and people pointed at and called names, not denied claims or slips (patterns)", () => {
    expectPatterns([
      ["What a stupid take, honestly.", "insult"],
      ["Pathetic. Just pathetic.", "insult"],
      ["Only fools believe this nonsense.", "insult"],
      ["Go away, you jerks.", "insult"],
      ["This clown should resign.", "insult"],
      ["The mayor is a complete moron.", "insult"],
      ["A lying pig, that's what he is.", "insult"],
      ["What a despicable human being.", "insult"],
      ["Nobody asked losers like you.", "insult"],
      ["Feminists are ugly hags.", "identity_attack"],
    ]);
    expectNotFlagged([
      "You can't seriously believe that all refugees are stupid.",
      "Their plan is the very opposite of pathetic.",
      "Sorry, that was a stupid typo.",
      "We won by dumb luck.",
      "She played the fool in the school play.",
      "I feel so dumb for losing my umbrella again.",
      "Is it stupid to repaint the kitchen in winter?",
      "Don't be a fool, back up your files.",
      "I was so stupid to believe the ad.",
      "The clown at the circus made the kids laugh.",
      "Internet trolls in fairy tales live under bridges.",
      "I felt like a fool like everyone does at first.",
      "She paints cows like no one else.",
    ]);
  });

  it("reads wishes that someone were never born and attacks on groups by weight, age, poverty or mental illness, not the speaker's own 'stupid me' (patterns)", () => {
    expectPatterns([
      ["Your mother should have aborted you.", "insult"],
      ["I wish you had never been born.", "insult"],
      ["Fat people are lazy pigs who deserve to be mocked.", "identity_attack"],
      ["Homeless people are parasites.", "identity_attack"],
      ["Mentally ill people are a burden.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Stupid me, I forgot my keys again.",
      "Silly me, I booked the wrong day.",
      "Homeless people are sleeping outside tonight because of the storm.",
      "My parents should have bought the house in 1990.",
      "Old people are often lonely in winter; call your grandparents.",
    ]);
  });

  it("reads the strongest insults and threats of Dutch, Polish, Turkish, Indonesian, Vietnamese, Hindi, Arabic and Thai, not their ordinary homonyms (patterns)", () => {
    expectPatterns(MORE_LANGUAGE_TOXIC);
    expectNotFlagged([
      "Saya suka kopi dan teh di pagi hari.",
      "Mal ve hizmet alımı yapıldı.",
      "De lul van de grap is dat niemand kwam opdagen.",
      "Ik heb een idioot idee gehad vandaag.",
      "Mijn hond is gisteren naar de dierenarts geweest.",
      "ควายเป็นสัตว์ที่ชาวนาใช้ไถนา",
    ]);
  });

  it("reads rights denied to a group, calls to sterilise or exterminate people, trans denial, driving stereotypes and 'you deserve to be raped', not their ordinary twins (patterns)", () => {
    expectPatterns([
      ["If you're a woman you shouldn't be allowed to vote.", "identity_attack"],
      ["Those people should be sterilized so they stop breeding.", "identity_attack"],
      ["Gypsies should all be gassed.", "identity_attack"],
      ["Trans women are just men in dresses pretending.", "identity_attack"],
      ["Asians can't drive, everyone knows that.", "identity_attack"],
      ["Refugees are an invasion and need to be stopped by any means.", "identity_attack"],
      ["You deserve to be raped.", "threat"],
    ]);
    expectNotFlagged([
      "Women gained the right to vote in the UK in 1918.",
      "Stray cats should be neutered to keep the colony small.",
      "My trans friend just started a new job and loves it.",
      "Kids under sixteen shouldn't be allowed to drive.",
      "You deserve to be happy, and you don't deserve to suffer.",
      "Refugees fleeing the war need shelter and food.",
    ]);
  });

  it("reads curses and threats said as idioms, 'dropped on your head' and 'libtard', not the idioms' ordinary twins (patterns)", () => {
    expectPatterns([
      ["May you and your children get cancer.", "threat"],
      ["If I ever see you in person I will break every bone in your body.", "threat"],
      ["Your whole family should be wiped off the face of the earth.", "threat"],
      ["The only good politician is a dead politician.", "threat"],
      ["Old people should just hurry up and die already.", "threat"],
      ["Honestly, you should just end it all.", "threat"],
      ["What a braindead take. Were you dropped on your head as a kid?", "insult"],
      ["Typical libtard crying again.", "insult"],
      ["Ich werde dich finden und umbringen.", "threat"],
    ]);
    expectNotFlagged([
      "May you both have a long and happy life together.",
      "The dinosaurs were wiped off the face of the earth by an asteroid.",
      "The only good thing about Mondays is the coffee.",
      "Hurry up and finish your homework before dinner.",
      "She broke a bone in her foot while skiing.",
      "The baby was dropped off at daycare at eight.",
      "Let's end it all with a big finale of fireworks.",
    ]);
  });

  it("reads implicit hate (a group that can never belong, 'or go home', an abomination, kept from children, blamed for rape, Holocaust denial) and insults, doxxing and harassment said as idioms, not their ordinary twins (patterns)", () => {
    expectPatterns([
      ["Muslims can never truly integrate into Western society.", "identity_attack"],
      ["Immigrants should learn to speak English or go home.", "identity_attack"],
      ["Gay marriage is an abomination against nature.", "identity_attack"],
      ["I don't hate gay people, I just don't want them anywhere near my kids.", "identity_attack"],
      ["Girls who wear short skirts are asking for it.", "identity_attack"],
      ["The Holocaust is greatly exaggerated.", "identity_attack"],
      ["You're the reason your parents drink.", "insult"],
      ["Stop breathing, you're wasting oxygen.", "insult"],
      ["Your opinion is trash and so are you.", "insult"],
      ["I'll dox you and post your address everywhere.", "threat"],
      ["Hey sweetie, why don't you smile more and come sit on my lap.", "sexual"],
      ["Retarded mods banning people again.", "insult"],
      ["Keep watching that channel, you idiot!!!", "insult"],
      ["IDIOTS!!", "insult"],
    ]);
    expectNotFlagged([
      "Immigrants can never fully relax until their visa is approved.",
      "Refugees should register at the town hall or call the helpline.",
      "Gay marriage is legal in more than thirty countries.",
      "Keep the medicine away from the kids.",
      "The Holocaust is taught in every German school.",
      "Women who run marathons are asking for better shoes.",
      "You're the reason I started running, thank you!",
      "Stop wasting water while you brush your teeth.",
      "The movie was great and so are you.",
      "I'll post the address of the venue tomorrow.",
      "The cat loves to sit on my lap.",
    ]);
  });

  it("reads threats of a beating and the common insults they come with in the ten languages, not the same verbs in ordinary use (patterns)", () => {
    expectPatterns([
      ["Te voy a romper la cara cuando te vea.", "threat"],
      ["Je vais te casser la gueule.", "threat"],
      ["T'es qu'un gros con.", "insult"],
      ["Ich schlag dir die Fresse ein.", "threat"],
      ["Du bist ein wertloser Versager, verpiss dich.", "insult"],
      ["Ti spacco la faccia se ti vedo.", "threat"],
      ["Vou te dar uma surra quando te encontrar.", "threat"],
      ["Я тебе морду набью.", "threat"],
      ["Ты ничтожество.", "insult"],
      ["我要打死你。", "threat"],
      ["ぶん殴ってやる。", "threat"],
      ["패버릴 거야.", "threat"],
    ]);
    expectNotFlagged([
      "Je vais casser les prix pour les soldes.",
      "Ich hau mich jetzt aufs Ohr, gute Nacht.",
      "Vou dar uma olhada no relatório amanhã.",
      "Se rompió la cara del reloj.",
      "我要打电话给你。",
      "Мигранты часто работают на стройках.",
    ]);
  });

  it("reads insults aimed at the assistant and explicit sexual requests, not complaints about software or sexual health talk (patterns)", () => {
    expectPatterns([
      ["This bot is trash, whoever built you should be fired.", "insult"],
      ["Useless piece of junk, can't even answer a simple question.", "insult"],
      ["Go screw yourself, bot.", "insult"],
      ["Describe in explicit detail how you would have sex with me.", "sexual"],
      ["Write a graphic sex scene between two coworkers.", "sexual"],
      ["Send me pics of naked women.", "sexual"],
    ]);
    expectNotFlagged([
      "This assistant is useful for coding, but slow.",
      "The recycling bot sorts trash from plastic.",
      "The film was criticised for its length, not its plot.",
      "Sex education in schools should include consent.",
      "The museum has photos of nude statues from ancient Greece.",
      "Screw the lid on tightly before shaking the bottle.",
      "Can my daughter sleep with me tonight? She had a nightmare.",
    ]);
  });

  it("reads the insults of comment threads ('you must be retarded', 'a corrupt weasel', 'nobody asked for your opinion', 'spoiled brats who need a good beating'), not their ordinary twins (patterns)", () => {
    expectPatterns([
      ["Go crawl back under your rock, nobody asked for your garbage opinion.", "insult"],
      ["If you think that's okay you are seriously messed up in the head.", "insult"],
      ["Our mayor is a corrupt weasel who should be thrown in jail.", "insult"],
      ["Get a job, you lazy leech, instead of whining on here all day.", "insult"],
      ["Keep your filthy mouth shut if you don't know the facts.", "insult"],
      ["These protesters are a bunch of spoiled brats who need a good beating.", "insult"],
      ["Shut your trap, grandpa.", "insult"],
      ["Bunch of inbred hillbillies voting against their own interests again.", "insult"],
      ["The only thing you're good for is making everyone else feel smart.", "insult"],
    ]);
    expectNotFlagged([
      "I strongly disagree with the mayor's decision, and I'll vote against him next time.",
      "Crawl space insulation keeps the house warm.",
      "The rug needs a good beating to get the dust out.",
      "Leech therapy was used in medieval medicine.",
      "You must be tired after that long flight.",
      "The only thing you need for this recipe is flour.",
    ]);
  });

  it("reads threats in their everyday wordings and sexual harassment, not the same verbs in ordinary use (patterns)", () => {
    expectPatterns([
      ["I'll beat the living daylights out of him.", "threat"],
      ["I will make sure she never walks again.", "threat"],
      ["I hope your car blows up with you inside.", "threat"],
      ["Keep it up and see what happens to your family.", "threat"],
      ["See you at your office tomorrow with a knife.", "threat"],
      ["Journalists like him should be lined up and shot.", "threat"],
      ["Somebody has to take out the mayor.", "threat"],
      ["Let's string them up from the nearest lamppost.", "threat"],
      ["Nice rack, send me a pic.", "sexual"],
      ["One more word and I'll knock your teeth out.", "threat"],
      ["Someone should teach you a lesson with a baseball bat.", "threat"],
      ["You won't live to see tomorrow.", "threat"],
      ["I know where your kids go to school.", "threat"],
    ]);
    expectNotFlagged([
      "The cleaner comes to our office tomorrow with a new vacuum.",
      "We have to take out the recycling on Tuesdays.",
      "She hung the lights on the tree.",
      "I hope your flight lands on time.",
      "Make sure you never leave the stove on.",
      "I'll knock on your door when I arrive.",
      "The coach taught us a lesson about teamwork.",
      "I know where the kids' school is, I'll pick them up.",
    ]);
  });

  it("reads insults of comment sections (a fraud, a total clown, full of crap, brain the size of a pea, an insult glued to 'just'), curses and requests for explicit pictures, not their ordinary twins (patterns)", () => {
    expectPatterns([
      ["Nobody believes a word you say. You are a fraud.", "insult"],
      ["He blamed everyone else again. What a total clown.", "insult"],
      ["Are you illiterate or just lazy?", "insult"],
      ["Only someone with a brain the size of a peanut would vote for this.", "insult"],
      ["You have the IQ of a houseplant.", "insult"],
      ["That senator is a useless waste of skin.", "insult"],
      ["The whole council is full of crap and everyone knows it.", "profanity"],
      ["This halfwitted columnist should retire.", "insult"],
      ["You sniveling little weasel, answer the question.", "insult"],
      ["None of your damn business, go away.", "insult"],
      ["Nurses like her are justpathetic.", "insult"],
      ["I'm going to make your life a living hell.", "threat"],
      ["You'll regret the day you crossed me.", "threat"],
      ["Nobody would care if you disappeared tomorrow.", "threat"],
      ["Get cancer and die.", "threat"],
      ["Stop being such a pussy and fight me.", "insult"],
      ["Send me a picture of your boobs.", "sexual"],
      ["Shut the hell up, nobody wants to hear it.", "insult"],
      ["You're an embarrassment to your family.", "insult"],
    ]);
    expectNotFlagged([
      "The clown at the birthday party made balloon animals.",
      "The report exposed insurance fraud in the region.",
      "You are probably very familiar with this campaign.",
      "I felt like a complete fool after missing the bus.",
      "The jackass is another name for a male donkey.",
      "In that state the loser pays the court costs.",
      "Follow these idiot-proof instructions to set up the router.",
      "Skipping oil changes can make your life miserable.",
      "You'll regret the day you didn't buy a heat pump.",
      "Our cat is a fluffy pussy cat.",
      "Send me a picture of your passport.",
      "Garbage collection happens on Tuesdays.",
      "What a fraud case this turned out to be for the bank.",
    ]);
  });

  it("reads implicit hate (a group that 'brings nothing but crime', 'comes here to' take, 'looks out for its own', 'has lower IQs', replaced on purpose, let in, kept from children or sent home) and not the same groups described kindly or the claim reported (patterns)", () => {
    expectPatterns([
      ["Refugees bring nothing but crime and disease.", "identity_attack"],
      ["Mexicans just come here to have anchor babies.", "identity_attack"],
      ["Jews always look out for their own and nobody else.", "identity_attack"],
      ["Muslim men treat women like property, that's their culture.", "identity_attack"],
      ["Blacks have lower IQs, it's just science.", "identity_attack"],
      ["Homosexuality is a sin and a disease.", "identity_attack"],
      ["The white race is being replaced on purpose.", "identity_attack"],
      ["Our country was better before they let all these foreigners in.", "identity_attack"],
      ["Gay couples shouldn't be allowed anywhere near children.", "identity_attack"],
      ["Women should stay home and raise children instead of working.", "identity_attack"],
      ["Chinese people eat anything that moves.", "identity_attack"],
      ["Africa has never produced anything of value.", "identity_attack"],
      ["Black neighborhoods are always full of crime, everyone knows why.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Refugees come here to escape war and rebuild their lives.",
      "Many Jewish actors and directors have shaped Hollywood history.",
      "IQ tests have been criticized for cultural bias.",
      "Some people falsely claim the white race is being replaced; that is a conspiracy theory.",
      "Gay couples can adopt children in many countries now.",
      "Women who stay home and women who work both deserve respect.",
      "Indian cuisine uses a lot of spices like turmeric and cumin.",
      "The new flame-retarding coating passed the test.",
      "Africa has produced some of the world's best runners.",
      "It is a myth that black neighborhoods are always full of crime.",
    ]);
  });

  it("reads more Chinese derogation of a group (perverts, a burden, no rights, fit for the kitchen, driven out, disgusting, contempt, its 'nature', pinyin-spelt killing) and not kind or reported sentences about the same groups (patterns)", () => {
    expectPatterns([
      ["同性恋都是变态。", "identity_attack"],
      ["残疾人是社会的负担。", "identity_attack"],
      ["同性恋者不配有权利。", "identity_attack"],
      ["女人只配在厨房里待着。", "identity_attack"],
      ["应该把所有移民都赶出去。", "identity_attack"],
      ["我们国家不需要这些难民。", "identity_attack"],
      ["犹太人控制了整个世界。", "identity_attack"],
      ["看到那些黑人就恶心。", "identity_attack"],
      ["这些外国人让我感到恶心。", "identity_attack"],
      ["暴力是移民的天性。", "identity_attack"],
      ["我想sha死所有难民。", "identity_attack"],
    ]);
    expectNotFlagged([
      "同性恋者应该享有平等的权利。",
      "残疾人需要更多无障碍设施。",
      '我不同意"移民都是罪犯"这种说法。',
      "移民为经济做出了很大贡献。",
      "这只老鼠在厨房里跑来跑去。",
    ]);
  });

  it("reads Russian, Japanese and Korean derogation of a group (a disease, a burden, too stupid, controlling the world, driven out, disgusting) and not kind sentences about the same groups (patterns)", () => {
    expectPatterns([
      ["Геи — это болезнь.", "identity_attack"],
      ["Инвалиды — обуза для общества.", "identity_attack"],
      ["Женщины слишком глупы, чтобы руководить.", "identity_attack"],
      ["Евреи контролируют весь мир.", "identity_attack"],
      ["Этих беженцев надо выгнать из страны.", "identity_attack"],
      ["同性愛者は気持ち悪い。", "identity_attack"],
      ["障害者は社会のお荷物だ。", "identity_attack"],
      ["移民は全員国に帰れ。", "identity_attack"],
      ["동성애자들은 역겹다.", "identity_attack"],
      ["장애인은 사회의 짐이다.", "identity_attack"],
      ["이민자들은 전부 쫓아내야 한다.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Мигранты вносят вклад в экономику.",
      "Женщины могут быть отличными руководителями.",
      "移民の人たちは地域の経済を支えている。",
      "彼女は病気で休んでいる。",
      "少女は家に帰った。",
      "장애인을 위한 시설이 더 필요하다.",
    ]);
  });

  it("reads German exclusion and stereotypes of a group ('gehören nicht nach Deutschland', 'Ausländer raus', abschieben, 'kontrollieren die Banken', 'eine Last', 'keine echten Frauen', 'typisch Frau') and not the same words of kind or ordinary sentences (patterns)", () => {
    expectPatterns([
      ["Muslime gehören nicht nach Deutschland.", "identity_attack"],
      ["Frauen gehören an den Herd.", "identity_attack"],
      ["Ausländer raus!", "identity_attack"],
      ["Man sollte alle Migranten abschieben.", "identity_attack"],
      ["Diese Ausländer sollen dahin zurück, wo sie herkommen.", "identity_attack"],
      ["Die Welt wäre besser ohne Juden.", "identity_attack"],
      ["Juden kontrollieren die Banken.", "identity_attack"],
      ["Behinderte sind eine Last für die Gesellschaft.", "identity_attack"],
      ["Transfrauen sind keine echten Frauen.", "identity_attack"],
      ["Ich würde nie einen Muslim einstellen.", "identity_attack"],
      ["Typisch Frau, kann nicht Auto fahren.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Ausländer bereichern unsere Kultur.",
      "Die Welt wäre besser ohne Plastikmüll.",
      "Der Herd ist neu und funktioniert gut.",
      "Viele Flüchtlinge arbeiten in der Pflege.",
      "Frauen gehören in jede Führungsetage.",
    ]);
  });

  it("reads Spanish, French, Italian and Portuguese stereotypes of a group (jobs stolen, the banks controlled, 'fuera los…', the kitchen, too emotional to lead, a burden), and reads French 'volent' and Spanish 'moros' as written, not as typos (patterns)", () => {
    expectPatterns([
      ["Los inmigrantes nos roban el trabajo.", "identity_attack"],
      ["Les immigrés volent nos emplois.", "identity_attack"],
      ["Gli immigrati ci rubano il lavoro.", "identity_attack"],
      ["Os judeus controlam os bancos.", "identity_attack"],
      ["Les juifs contrôlent les médias.", "identity_attack"],
      ["Dehors les migrants !", "identity_attack"],
      ["Fuori gli zingari dall'Italia.", "identity_attack"],
      ["Las mujeres deberían quedarse en la cocina.", "identity_attack"],
      ["As mulheres deveriam ficar na cozinha.", "identity_attack"],
      ["Les femmes sont trop émotives pour diriger.", "identity_attack"],
      ["Les handicapés sont un fardeau pour la société.", "identity_attack"],
    ]);
    expectNotFlagged([
      "Los inmigrantes aportan mucho a la economía.",
      "Les immigrés contribuent à l'économie.",
      "Ella se quedó en la cocina preparando la cena.",
      "Fuera de la casa hace frío.",
      "Les oiseaux volent vers le sud en hiver.",
    ]);
  });

  it("reads gaming and chat harassment ('gtfo noob', 'you basement dweller', 'imagine being this ugly', 'your family deserves to suffer', 'go get raped'), not the same words in friendly banter (patterns)", () => {
    expectPatterns([
      ["gtfo noob", "insult"],
      ["go touch grass you basement dweller", "insult"],
      ["lmao imagine being this ugly", "insult"],
      ["your family deserves to suffer", "threat"],
      ["go get raped", "threat"],
    ]);
    expectNotFlagged([
      "gg well played everyone",
      "I'm such a noob at this game haha",
      "let's go touch grass after this match",
      "imagine being this happy on a Monday",
      "You're such a good troll. Way to get into the part!",
      "Your family deserves to know the truth.",
    ]);
  });

  it("reads incitement to self-harm and explicit sexual advances, not crisis help or the same words in ordinary use (patterns)", () => {
    expectPatterns([
      ["Go cut yourself again, attention seeker.", "threat"],
      ["The world would be better off without you.", "threat"],
      ["Do everyone a favor and disappear forever.", "threat"],
      ["Nobody would care if you overdosed tonight.", "threat"],
      ["I want to lick every inch of your body.", "sexual"],
      ["Let's sext, tell me what you're wearing right now.", "sexual"],
      ["I'd love to see you in nothing but lingerie, send pics.", "sexual"],
    ]);
    expectNotFlagged([
      "If you are thinking about hurting yourself, please call a crisis line.",
      "The world would be better off without plastic bags.",
      "Do everyone a favor and bring snacks to the meeting.",
      "Lingerie sales increased during the holidays.",
      "I'd be better off dead tired than missing this concert.",
    ]);
  });

  it("reads German singular insults ('Vollidiot', 'Missgeburt') and Japanese 'baka' aimed at someone, not as an intensifier (patterns)", () => {
    expectPatterns([
      ["Du bist so ein dummer Vollidiot.", "insult"],
      ["Was für eine Missgeburt.", "insult"],
      ["お前はバカだ", "insult"],
      ["バカみたいな奴だ", "insult"],
    ]);
    expectNotFlagged(["今日はバカみたいに暑い。", "この店のラーメンは馬鹿高い。", "彼はバカ正直な人だ。"]);
  });

  it("reads letters held three times and profanity spelt to slip past word lists, not ordinary stretched words (patterns)", () => {
    expectPatterns([
      ["you are such an idiiiiot", "insult"],
      ["fuuuuck this", "profanity"],
      ["that was stuuupid of you", "insult"],
      ["fck off", "profanity"],
      ["ur soo stoopid", "insult"],
    ]);
    expectNotFlagged(["sooo good!", "I looove this song", "the bookkeeper called", "hmmm, let me think"]);
  });

  it("reads key words of hate with two neighbouring letters swapped, not real words one swap away (patterns)", () => {
    expectPatterns([
      ["Honestly I haet refugees.", "identity_attack"],
      ["Those immigrants are a thraet to us all.", "identity_attack"],
      ["Mulsims like you make me sikc.", "identity_attack"],
      ["Someone should klil all the foriegners.", "threat"],
      ["I feel nothing but contmpt for refugees.", "identity_attack"],
      ["Muslm lives are worht nothing.", "identity_attack"],
      ["I h a t e refugees.", "identity_attack"],
      ["Refugees are a c a n c e r.", "identity_attack"],
    ]);
    expect(withCorrections("i haet them", [[2, 4, correctedWord("haet")!]]).text).toBe("i hate them");
    // A letter left out: the corrected text is longer, and its offsets map back into the skeleton.
    const fixed = withCorrections("so much hatrd for them", [[8, 5, correctedWord("hatrd")!]]);
    expect(fixed.text).toBe("so much hatred for them");
    expect([0, 8, 13, 14, 15, 23].map(fixed.toSkeleton)).toEqual([0, 8, 13, 13, 14, 22]);
    for (const word of [
      "apathetic",
      "viel",
      "from",
      "form",
      "trial",
      "christina",
      "hate",
      "those",
      "back",
      "lies",
      "treat",
      "shot",
    ])
      expect(correctedWord(word), word).toBeUndefined();
    expectNotFlagged(["Es gibt viel zu tun für Flüchtlinge.", "Christina met the refugees at the station."]);
  });

  it("skips a group pattern only where no group word stands (every hand-written text)", () => {
    let matched = 0;
    for (const text of HAND_WRITTEN) {
      const sk = skeleton(text).text;
      const named = sk.split(" ").some((word) => GROUP_WORDS.has(word) || I18N_GROUP_WORDS.has(word));
      for (const pattern of [
        ...TOXIC_PATTERNS,
        ...STEREOTYPE_PATTERNS,
        ...TAUNT_PATTERNS,
        ...I18N_TOXIC_PATTERNS,
      ]) {
        if (pattern.group !== true) continue;
        pattern.regex.lastIndex = 0;
        if (!pattern.regex.test(sk)) continue;
        matched++;
        expect(named, `${pattern.id}: ${text}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(5);
  });

  it("skips a pattern with trigger words only where none of them stands (every hand-written text and each pattern's own cases)", () => {
    const patterns = [
      ...TOXIC_PATTERNS,
      ...STEREOTYPE_PATTERNS,
      ...TAUNT_PATTERNS,
      ...IMPLICIT_HATE_PATTERNS,
      ...I18N_TOXIC_PATTERNS,
    ];
    const texts = [...HAND_WRITTEN, ...WORD_GATED_CASES, ...ROMANCE_CASES];
    expect(gatedMatches(patterns, texts, (text) => skeleton(text).text)).toBeGreaterThan(10);
  });

  it("skips a pattern with trigger words only where none of them stands (texts generated from each expression)", () => {
    // The Romance patterns included: their shared gate of group and function words must hold whatever a
    // match says ("le monde serait meilleur sans immigrants" once slipped through it).
    const gated = [
      ...TOXIC_PATTERNS,
      ...STEREOTYPE_PATTERNS,
      ...TAUNT_PATTERNS,
      ...I18N_TOXIC_PATTERNS,
    ].filter((pattern) => pattern.words !== undefined);
    let matched = 0;
    for (const pattern of gated) {
      const generator = fc.stringMatching(
        new RegExp(`^(?:${withoutAssertions(pattern.regex.source)})$`, "u"),
      );
      fc.assert(
        fc.property(generator, (phrase) => {
          // A phrase spelt only with words English shares and words under three letters ("so immigrants a
          // idiot") is English to the gate by design: the Romance gates leave those words out so that English
          // text never opens them.
          const words = skeleton(phrase)
            .text.split(" ")
            .filter((w) => w.length >= 3);
          if (words.every((w) => SHARED_WITH_ENGLISH.has(w))) return;
          matched += gatedMatches([pattern], [`hey ${phrase} ok`], (text) => skeleton(text).text);
        }),
        { numRuns: 50 },
      );
    }
    expect(matched).toBeGreaterThan(gated.length);
  });

  it("gates every pattern but the group patterns by words, declared or read from its expression", () => {
    const always = ALL_TOXIC_PATTERNS.filter(
      (pattern) =>
        pattern.group !== true &&
        pattern.words === undefined &&
        requiredWords(pattern.regex.source).length === 0,
    );
    expect(always.map((pattern) => pattern.id)).toEqual([]);
  });

  it("runs a pattern wherever it matches, a whole-text pattern's scan started at or before the match (hand-written and generated texts)", () => {
    const whole = ALL_TOXIC_PATTERNS.map((pattern, index) => ({ pattern, index }));
    expect(whole.filter(({ index }) => WHOLE_TEXT[index]).length).toBeGreaterThan(100);
    let matched = 0;
    const check = (text: string, { pattern, index }: (typeof whole)[number]) => {
      const sk = skeleton(text).text;
      pattern.regex.lastIndex = 0;
      const match = pattern.regex.exec(sk);
      pattern.regex.lastIndex = 0;
      if (match === null) return;
      matched++;
      const gates = patternGates(sk);
      expect(gates.open[index], `${pattern.id}: ${text}`).toBe(1);
      if (WHOLE_TEXT[index])
        expect(gates.from[index], `${pattern.id}: ${text}`).toBeLessThanOrEqual(match.index);
    };
    for (const text of [...HAND_WRITTEN, ...ROMANCE_CASES]) for (const one of whole) check(text, one);
    for (const one of whole) {
      const generator = fc.stringMatching(
        new RegExp(`^(?:${withoutAssertions(one.pattern.regex.source)})$`, "u"),
      );
      fc.assert(
        fc.property(generator, (phrase) => check(`hey ${phrase} ok`, one)),
        { numRuns: 30 },
      );
    }
    expect(matched).toBeGreaterThan(whole.length);
  });

  it("skips a multilingual term with gate words only where none of them stands (its own cases, and every inflection it spells)", () => {
    const texts = [
      ...MORE_LANGUAGE_TOXIC.map(([text]) => text),
      "Ty skurwysynie, skurwysynów nie brakuje, pierdolony świat, pierdolę to.",
      "Zamknij się, szmato. Hou je kop, sukkel. Houd je muil.",
      "Gue bunuh lo. Kubunuh kau. Mampus kau. Main tujhe maar dunga. Mày chết đi.",
    ];
    expect(gatedMatches(I18N_TOXIC_TERMS, texts, (text) => text)).toBeGreaterThan(12);
  });

  it("skips a multilingual term with gate words only where none of them stands nor its raw-text test passes (texts generated from each expression)", () => {
    let matched = 0;
    for (const term of I18N_TOXIC_TERMS.filter((t) => t.words !== undefined)) {
      const gate = new Set(term.words!.split(" "));
      const generator = fc.stringMatching(new RegExp(`^(?:${withoutAssertions(term.regex.source)})$`, "u"));
      fc.assert(
        fc.property(generator, (phrase) => {
          const text = `hey ${phrase} ok`;
          term.regex.lastIndex = 0;
          if (!term.regex.test(text)) return;
          matched++;
          const opens =
            skeleton(text)
              .text.split(" ")
              .some((w) => gate.has(w)) || term.opensOn?.test(text) === true;
          expect(opens, `${term.id}: ${text}`).toBe(true);
        }),
        { numRuns: 100 },
      );
    }
    expect(matched).toBeGreaterThan(500);
  });

  it("reads a multilingual term glued to leetspeak or an invisible character, which its gate words cannot see (patterns)", () => {
    for (const text of [
      "Quel connard!!ok celui-là",
      "Sei un idiota\u200bxx davvero",
      "Du bist ein Vollidiot99x",
    ]) {
      expect(skeleton(text).gluedRuns.length).toBeGreaterThan(0);
      expect(
        analyzeToxicity(text).hits.some((hit) => hit.key.startsWith("i:insult_")),
        text,
      ).toBe(true);
    }
  });

  it("tries a pattern that opens with a group's name only where the name opens, and finds what a scan of the text finds (texts generated from each expression)", () => {
    const leading = ALL_TOXIC_PATTERNS.flatMap((pattern, k) => {
      const entry = LEADING_NAME[k];
      return entry === undefined ? [] : [{ pattern, entry }];
    });
    expect(leading.length).toBeGreaterThan(10);
    let matched = 0;
    for (const { pattern, entry } of leading) {
      const phrase = fc.stringMatching(new RegExp(`^(?:${withoutAssertions(pattern.regex.source)})$`));
      fc.assert(
        fc.property(phrase, phrase, fc.constantFrom("", "all ", "and the ", "women "), (a, b, glue) => {
          const text = skeleton(`so ${a} ${glue}${b} and black people ok`).text;
          const scanned: Array<[number, number]> = [];
          pattern.regex.lastIndex = 0;
          for (let m = pattern.regex.exec(text); m !== null; m = pattern.regex.exec(text))
            scanned.push([m.index, m[0].length]);
          matched += scanned.length;
          expect(matchesAtOpenings(entry, text, openingsIn(entry.opening, text))).toEqual(scanned);
        }),
        { numRuns: 40 },
      );
    }
    expect(matched).toBeGreaterThan(leading.length);
  });

  it("reads 'coming for you' and 'come to your house' as a visit where a lift, a meal or help follows, as a threat otherwise (patterns)", () => {
    expectNotFlagged([
      "I'm coming for you at 5 to pick you up",
      "Mom is coming for you after school to drive you home.",
      "I'll come to your house for dinner on Friday.",
      "We can come to your home to install the router.",
    ]);
    for (const text of [
      "I'm coming for you, watch your back",
      "We are coming for you and your kids",
      "I know where you live and I'm coming for you",
    ])
      expect(scoreToxicityPatterns(text).labels, text).toContain("threat");
    // The phrases themselves, not only the words around them.
    const keys = (text: string) => analyzeToxicity(text).hits.map((hit) => hit.key);
    expect(keys("I will come to your house and burn it")).toContain("p:threat_find");
    expect(keys("I'm coming for you tonight")).toContain("p:threat_know");
  });

  it("does not count what a text quotes to report or denounce it, unless the quote is all it says (patterns)", () => {
    expectNotFlagged([
      'My coworker wrote "you are a stupid idiot" under my post; how should I answer?',
      'I will report any comment like "immigrants are vermin" that I see here.',
      "Can you make this polite? “I despise you, you pathetic loser.”",
    ]);
    // The quote is (almost) the whole text, or the text is toxic outside it.
    expect(scoreToxicityPatterns('"You are a stupid idiot."').detected).toBe(true);
    expect(scoreToxicityPatterns('You idiot, read "the manual" again.').detected).toBe(true);
  });

  it("reports each span once per label, at its strongest weight", () => {
    for (const text of ["You idiot, you absolute idiot.", "shut up you stupid idiot", "you are an idiot"]) {
      const { detections } = scoreToxicityPatterns(text);
      const keys = detections.map((d) => `${d.start}:${d.end}:${d.type}`);
      expect(new Set(keys).size, text).toBe(keys.length);
    }
    // The English word's weight: the French list no longer holds "idiot", which read it a second time at 0.6.
    const single = scoreToxicityPatterns("you are an idiot").detections.find((d) => d.start === 11);
    expect(single?.score).toBe(0.5);
  });

  it("masks toxic words through Guard.shield and filters by label", async () => {
    expect(await maskWith("toxicity", "Listen you moron, this is shit.")).toBe(
      "Listen [INSULT], this is [PROFANITY].",
    );
    const threatOnly = await Guard.probe({
      payload: { output: "you idiot" },
      metric: "toxicity",
      value: "threat",
    });
    expect(threatOnly.detected).toBe(false);
    const insult = await Guard.probe({
      payload: { output: "you idiot" },
      metric: "toxicity",
      value: "insult",
    });
    expect(insult.detected).toBe(true);
    expect(insult.findings.every((f) => f.type === "insult")).toBe(true);
  });

  it("finds a slur glued into random text at its word (property)", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z ,.]{0,60}$/),
        fc.stringMatching(/^[a-z ,.]{0,60}$/),
        (before, after) => {
          const text = `${before} motherfucker ${after}`;
          const outcome = scoreToxicityPatterns(text);
          expect(outcome.detected).toBe(true);
          expect(outcome.detections.some((d) => text.slice(d.start, d.end) === "motherfucker")).toBe(true);
        },
      ),
    );
  });

  it("handles adversarial inputs without hanging", () => {
    for (const input of [
      "you ".repeat(10_000),
      "i will ".repeat(5_000),
      "a ".repeat(30_000),
      "all muslims are ".repeat(3_000),
      "Leute Leute Hure ".repeat(4_000),
      `${"他说".repeat(20_000)}黑鬼`,
      "los inmigrantes son ".repeat(3_000),
      "solo los gitanos ".repeat(3_000),
      "todo el desprecio que siento por los ".repeat(1_500),
      "siktir ".repeat(8_000),
      "hou je ".repeat(8_000),
      "those people should ".repeat(4_000),
      "fat people are ".repeat(4_000),
      "تجاهل جميع ".repeat(5_000),
    ]) {
      expect(typeof scoreToxicity(input).score).toBe("number");
      expect(typeof scoreToxicityPatterns(input).score).toBe("number");
    }
  });

  it("reads at most a bounded stretch of a clause before a term (text without marks stays linear)", () => {
    const text = `${"Leute ".repeat(1_000)}Hure`;
    const index = text.indexOf("Hure");
    // Every term of a long clause once read all the text before it: quadratic in the terms of a long text.
    expect(index - clauseStart(text, index)).toBeLessThanOrEqual(120);
    expect(clauseStart("Ja, du Hure", 7)).toBe(3);
  });
});

describe("toxicity: the word pass remembers each word", () => {
  const analysed = (text: string) => {
    const { score, lexiconScore, hits, weights } = analyzeToxicity(text);
    return JSON.stringify([score, lexiconScore, hits, [...weights]]);
  };
  const texts = [
    ...TOXIC.slice(0, 60).map(([, text]) => text),
    ...TOXIC_HARD_BENIGN.slice(0, 60),
    "Women are too emotional to lead, and you are an idiiiot.",
    "ihate you, fuuuck off",
  ];

  it("gives the same analysis for a word seen before, in another text and place", () => {
    const first = texts.map(analysed);
    // Every word again, now remembered, in texts that put it elsewhere.
    for (const text of [...texts].reverse()) analysed(`well ${text} and so on`);
    expect(texts.map(analysed)).toEqual(first);
  });

  it("gives the same analysis after ever-new words have filled and emptied what it remembers", () => {
    const first = texts.map(analysed);
    for (let chunk = 0; chunk < 70; chunk++) {
      analysed(Array.from({ length: 1000 }, (_, i) => `tok${chunk}x${i}q`).join(" "));
    }
    expect(texts.map(analysed)).toEqual(first);
  });
});

describe("tone", () => {
  it("scores negativity and labels emotions", async () => {
    const angry = await Guard.probe({
      payload: { output: "I am furious, this is unacceptable and I hate it." },
      metric: "tone",
    });
    expect(angry.detected).toBe(true);
    expect(angry.labels).toEqual(expect.arrayContaining(["negative", "angry"]));
    const happy = await Guard.probe({
      payload: { output: "I'm so happy, thank you, this is wonderful!" },
      metric: "tone",
    });
    expect(happy.detected).toBe(false);
    expect(happy.labels).toEqual(expect.arrayContaining(["positive", "joyful"]));
  });

  it("labels sad, fearful and sarcastic texts", () => {
    expect(analyzeTone("I feel so lonely and heartbroken since she left.").labels).toContain("sad");
    expect(analyzeTone("I'm terrified and anxious about the surgery tomorrow.").labels).toContain("fearful");
    const sarcastic = analyzeTone("Oh great, another outage. Just what I needed.");
    expect(sarcastic.labels).toContain("sarcastic");
    expect(sarcastic.labels).not.toContain("joyful");
  });

  it("masks the emotion words through Guard.shield", async () => {
    expect(await maskWith("tone", "I am furious and scared.", "angry")).toBe("I am [ANGRY] and scared.");
  });

  it("handles negation through the sentiment package", () => {
    expect(analyzeTone("This is not bad at all.").score).toBeLessThan(0.5);
  });

  it("works with the input_tone alias and label rules in Guard.shield", async () => {
    const response = await Guard.shield({
      payload: { input: "I'm fed up, this is ridiculous!", output: "Sorry to hear that." },
      rulesets: [{ rules: [{ metric: "input_tone", value: "angry" }], action: { type: "FLAG" } }],
      config: { service_key: (await import("../../../src/index.js")).createServiceKey(), capture: "none" },
    });
    expect(response.triggered).toBe(true);
    expect(response.findings.map((f) => f.type)).toContain("angry");
  });
});
