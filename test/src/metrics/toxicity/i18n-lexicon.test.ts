import { describe, expect, it } from "vitest";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { firedTerms } from "../../../fixtures/detectors/toxicity.js";

describe("toxicity: French insults and slurs (patterns)", () => {
  it.each([
    ["T'es vraiment un attardé, laisse tomber.", "insult_fr"],
    ["Ce gros mongol a encore raté son bus.", "insult_fr"],
    ["Espèce de mongolien, tu comprends rien.", "insult_fr"],
    ["Ta gueule, fils de pute.", "insult_fr"],
    ["Nique ta mère.", "insult_fr"],
    ["Rentre chez toi, sale arabe.", "slur_fr"],
    ["Encore ces bougnoules dans mon quartier.", "slur_fr"],
    ["Quelle bande de tapettes.", "slur_fr"],
    ["Vous êtes tous des trous du cul.", "insult_fr"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    // "s'attarder" (to linger) is an ordinary verb.
    "Je me suis attardé sur les détails du contrat.",
    "Il s'est attardé au bureau après la réunion.",
    "Tu t'es attardé sur la mauvaise question.",
    "Ne t'attarde pas trop, le train part à midi.",
    // A nationality and a history lesson.
    "L'empire mongol était le plus grand empire continu de l'histoire.",
    "Un éleveur mongol nous a reçus sous sa yourte.",
    // The slur named, not aimed: reported or condemned.
    "Il m'a traité de sale arabe dans la rue, c'est inadmissible.",
    "Tu dois arrêter d'appeler les gens des pédés.",
    "Comment tu peux trouver ça normal de me traiter d'attardé ?",
    // A claim reported or denied earlier in the clause.
    "Je n'ai jamais dit que mes voisins étaient des pourritures.",
    "Écrire que les supporters adverses sont des trous du cul en dit long sur vous.",
    // "La pourriture" of fruit is rot.
    "La pourriture des fruits attire les guêpes.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: English homonyms", () => {
  it("reads 'spic and span' as spotless, and the slur aimed at a person still as a slur", () => {
    expect(scoreToxicityPatterns("The kitchen is spic and span after the party.").detected).toBe(false);
    expect(scoreToxicityPatterns("Cleaned the flat, spic n span now").detected).toBe(false);
    expect(scoreToxicityPatterns("Go back home, you dirty spic.").detected).toBe(true);
  });
});

describe("toxicity: German attacks on a group, verb last and in the passive (patterns)", () => {
  it.each([
    "Alle Migranten sollten erschossen werden.",
    "Diese Zigeuner gehören eingesperrt.",
    "Es wäre besser, wenn alle Muslime vergast würden.",
    "Ihr Araber seid doch alle Abschaum.",
    "Lesben wie ihr seid einfach ekelhaft.",
    "Nur Migranten sind so primitiv.",
    "Für Moslems ist in Europa kein Platz.",
    "Ich hab nichts als Hass auf Muslime.",
    "Homosexuelle können sich verpissen.",
    "Noch so ein Drecksausländer.",
  ])("flags %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Sechs Millionen Juden wurden im Holocaust ermordet.",
    "Der Film zeigt, wie Migranten in Lagern eingesperrt wurden.",
    "Ich habe keinen Hass auf Muslime.",
    "Wir müssen den Hass auf Juden in unserer Gesellschaft bekämpfen.",
    "Niemand sollte behaupten, dass Flüchtlinge den Tod verdienen.",
    "Frauen gehören in den Bundestag, nicht nur in Quoten.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Chinese slurs and attacks on a group (patterns)", () => {
  it.each([
    "这些难民都是没用的东西。",
    "我想碾碎那些移民。",
    "我们应该把这些同性恋者都剁碎。",
    "滚回去吧，黑鬼。",
    "典型的日本鬼子。",
    "女人就是这么蠢。",
    "我对穆斯林只有鄙视。",
  ])("flags %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "叫别人黑鬼是种族歧视。",
    "我对移民没有任何仇恨。",
    "难民并不是对社会的威胁。",
    "他是一个日本人，在上海工作。",
    "春天到了，草地绿绿的。",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Romance words that are insults in one language and neutral in another (patterns)", () => {
  it.each([
    // "Negro" is the colour black in Spanish and Portuguese; "deficiente" is "disabled" in Portuguese.
    "Eu trabalho com muitos negros na fábrica.",
    "Vivo con dos negros y una colombiana.",
    "O novo diretor da escola é deficiente.",
    // Negated or named, not aimed.
    "As mulheres são tudo menos estúpidas.",
    "Pare de chamar pessoas de putas.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });

  it("reads Italian 'negro' as the slur it is there ('nero' is the colour)", () => {
    expect(scoreToxicityPatterns("Per me sei solo un negro, niente di più.").detected).toBe(true);
    expect(scoreToxicityPatterns("Tengo un gato negro en casa.").detected).toBe(false);
  });

  it.each(["Sei proprio un deficiente.", "Che deficiente che sei!"])(
    "still flags the Italian insult aimed: %j",
    (text) => {
      expect(scoreToxicityPatterns(text).detected, text).toBe(true);
    },
  );
});

describe("toxicity: Spanish, Portuguese and Italian slurs (patterns)", () => {
  it.each([
    ["Cállate, maricón.", "slur_romance"],
    ["Ese sudaca no sabe nada.", "slur_romance"],
    ["Sai daqui, seu macaco.", "slur_romance"],
    ["Esse viado não vai jogar.", "slur_romance"],
    ["Sei un ritardato, lo sanno tutti.", "slur_romance"],
    ["Quel frocio del vicino.", "slur_romance"],
    ["È tipico di un ritardato come lui.", "slur_romance"],
    ["Eres una perra.", "insult_es"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "El vuelo llegó retrasado dos horas.",
    "La perra de mi vecina tuvo seis cachorros.",
    "Vimos um macaco no zoológico de São Paulo.",
    "Il finocchio è buono in insalata.",
    "Perché pensi che sia giusto chiamarmi frocio?",
    "No está bien llamarme maricón.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Russian, Japanese and Korean threats, slurs and attacks (patterns)", () => {
  it.each([
    "Я тебя найду и убью.",
    "Геи должны гореть в аду.",
    "Эти чурки везде, ненавижу их.",
    "女は黙って家事でもしてろ。",
    "障害者は生きる価値がない。",
    "죽어버려, 쓰레기야.",
    "여자는 집에서 밥이나 해라.",
  ])("flags %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Мигранты помогают строить экономику.",
    "Это убийственно смешной фильм.",
    "この映画は死ぬほど面白かった。",
    "障害者の権利を守ることは大切です。",
    "이 영화 진짜 죽인다!",
    "이민자들의 권리를 보호해야 합니다.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: comment insults in Russian, German, Spanish and Portuguese (patterns)", () => {
  it.each([
    ["Автор статьи полный придурок.", "insult_ru"],
    ["Пошел ты в жопу со своим мнением.", "insult_ru"],
    ["Эти чиновники — воры и мрази.", "insult_ru"],
    ["Die Politiker sind alle korrupte Schweine.", "insult_de"],
    ["Verpiss dich endlich.", "insult_de"],
    ["Qué asco de persona, de verdad.", "insult_es"],
    ["Vai tomar no cu.", "insult_pt"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Das Schwein wird im Herbst geschlachtet.",
    "Me das pena, pobre perro.",
    "Спасибо за статью, очень полезно.",
    "Obrigado pela ajuda, vai tomar um café comigo?",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: everyday comment-section insults in German, Spanish and Chinese, and a group to be killed (patterns)", () => {
  it.each([
    ["Dieser Dummschwätzer sollte endlich zurücktreten.", "insult_de_more"],
    ["Was für Deppen sitzen da eigentlich im Stadtrat?", "insult_de_more"],
    ["Ihr seid doch alle Vollpfosten.", "insult_de_more"],
    ["Das abgefuckte Gesindel hat wieder alles zugemüllt.", "insult_de_more"],
    ["Cállate ya, zorra.", "insult_es_more"],
    ["Perra, nadie te pidió opinión.", "insult_es_more"],
    ["Habría que fusilarlos a todos.", "threat_kill_all_i18n"],
    ["Il faut les exterminer tous.", "threat_kill_all_i18n"],
    ["Bisognerebbe sterminarli tutti.", "threat_kill_all_i18n"],
    ["Man sollte sie alle ausrotten.", "threat_kill_all_i18n"],
    ["Sollt ihr doch alle verrecken.", "threat_kill_all_i18n"],
    ["这帮人真无耻，天天骗钱。", "contempt_zh"],
    ["那里的人素质太差了。", "contempt_zh"],
    ["他就是个渣男。", "insult_zh"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    // The animals.
    "La zorra cruzó el camino con sus crías.",
    "Mi perra duerme en el sofá.",
    // A word for a person named, not aimed, and a slur reported.
    "Man darf Menschen nicht als Deppen bezeichnen.",
    // An ordinary physical sense.
    "运动员的身体素质提高了很多。",
    "这个人把垃圾扔进了垃圾桶。",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: more comment-section insults and slurs in Russian, Korean and Portuguese, and Italian groups called enemies (patterns)", () => {
  it.each([
    ["Ну ты и тупорылый, честное слово.", "insult_ru"],
    ["Опять это быдло орёт под окнами.", "insult_ru"],
    ["이 개돼지들아 정신 좀 차려라", "insult_ko"],
    ["틀딱들은 집에나 있어라", "insult_ko"],
    ["Que bando de burros, não entendem nada.", "insult_pt"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each(["Questi profughi sono i nostri nemici.", "Gli islamici sono peggio della mafia."])(
    "flags the Italian group derogation %j",
    (text) => {
      expect(scoreToxicityPatterns(text).detected, text).toBe(true);
    },
  );

  it.each([
    "Жидкость нужно перелить в другую банку.",
    "Gli islamici di Torino hanno aperto una nuova moschea.",
    "Os burros carregavam sacos de café pela serra.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Brazilian Portuguese insults of comment sections, Chinese '智障', an Italian relative clause (patterns)", () => {
  it.each([
    ["Que pilantra, roubou todo mundo.", "insult_pt"],
    ["Bando de canalhas no governo.", "insult_pt"],
    ["你真是个智障。", "insult_zh"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it("flags an Italian group named enemies in a relative clause", () => {
    expect(scoreToxicityPatterns("Difendono gli immigrati che sono i nostri nemici.").detected).toBe(true);
  });

  it.each(["A vaca deu muito leite este ano.", "Gli immigrati che sono arrivati ieri hanno trovato casa."])(
    "does not flag %j",
    (text) => {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    },
  );
});

describe("toxicity: Korean, Russian, Portuguese and German comment insults of the third outside round (patterns)", () => {
  it.each([
    ["저 새끼들 또 시작이네", "insult_ko"],
    ["지랄하지 말고 꺼져", "insult_ko"],
    ["Ты просто безмозглый тролль.", "insult_ru"],
    ["Olha a gorda feia ali.", "insult_pt"],
    ["Wie dumm kann man nur sein?", "insult_de_more"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each(["Этот нож тупой, его надо наточить.", "Das lief doof, aber egal."])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: common slurs and profanity written from each language's usage, before the last unread half was scored (patterns)", () => {
  it.each([
    ["Cállate, culero.", "insult_es"],
    ["Esos pinches jotos otra vez.", "insult_es"],
    ["Quella baldracca non sa niente.", "insult_it"],
    ["ㅂㅅ 같은 소리 하네", "insult_ko"],
    ["又是一个绿茶婊。", "insult_zh"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each(["La cagna dorme nella cuccia.", "Fue un pinche día largo en la oficina, pero bien."])(
    "does not flag %j",
    (text) => {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    },
  );
});

describe("toxicity: more Japanese insults, and the idiom '馬鹿にならない' (patterns)", () => {
  it.each([
    ["マジでうざい、消えて", "insult_ja"],
    ["黙れよ、このカスが", "insult_ja"],
    ["お前ほんと頭悪いな", "insult_ja"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each(["電気代が馬鹿にならない。", "カスタムの設定画面を開いてください。", "カステラをお土産に買った。"])(
    "does not flag %j",
    (text) => {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    },
  );
});

describe("toxicity: comment insults, threats and slurs of French, Italian, Korean, Japanese and Chinese (patterns)", () => {
  it.each([
    ["Retourne jouer aux billes, sale puceau.", "insult_fr_more"],
    ["Dégage, espèce de chienne.", "insult_fr_more"],
    ["Quelle bande de nazes ces modérateurs.", "insult_fr_more"],
    ["Ces gens-là, tous des pédos.", "insult_fr_more"],
    ["Franchement vous me dégoûtez.", "insult_fr_more"],
    ["Si je le croise je lui coupe les couilles.", "threat_fr_more"],
    ["Vai pro inferno, seu mentiroso.", "go_to_hell_i18n"],
    ["¡Vete al infierno!", "go_to_hell_i18n"],
    ["Fahr zur Hölle, du Heuchler.", "go_to_hell_i18n"],
    ["Siete solo dei cialtroni.", "insult_it"],
    ["Che sfigato che sei.", "insult_it"],
    ["전라도 놈들은 믿으면 안 돼", "insult_ko"],
    ["あいつはオカマだから信用できない", "slur_ja"],
    ["移民に人権なんてない", "slur_ja"],
    ["那种穷山恶水的地方出来的人", "contempt_zh"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    // The German liberal party, by its initials.
    "Die FDP hat heute ihr Wahlprogramm vorgestellt.",
    "Umfrage: #FDP bei sieben Prozent.",
    "Il a passé la soirée avec une bande de copains.",
    "Je suis encore puceau à trente ans, et alors ?",
    "La chienne a eu six chiots ce matin.",
    "Dante descrive l'inferno nella prima cantica.",
    "O filme mostra a descida de Orfeu ao inferno.",
    "ホモ・サピエンスは約30万年前に現れた。",
    "전라도 음식은 정말 맛있어요.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Portuguese and Spanish insults, death wishes and exclusion; Russian and Chinese comment insults (patterns)", () => {
  it.each([
    ["Espero que você morra logo.", "threat_i18n"],
    ["Ojalá te murieras, de verdad.", "threat_i18n"],
    ["Ich hoffe, du krepierst.", "threat_i18n"],
    ["Você não presta pra nada mesmo.", "insult_pt"],
    ["Tenho nojo de você.", "insult_pt"],
    ["Cala a boca, seu bosta.", "insult_pt"],
    ["Maldito idiota, aprende a conducir.", "insult_es_aimed"],
    ["Eres un fracasado y lo sabes.", "insult_es_aimed"],
    ["Lugar de mujer es la cocina.", "identity_exclude_pt_es"],
    ["Deberían ser expulsados todos mañana.", "identity_exclude_pt_es"],
    ["No alquilo a gente de esa raza.", "identity_exclude_pt_es"],
    ["Ну ты и говнюк.", "insult_ru"],
    ["你真是没脑子", "insult_zh"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Espero que você goste do presente.",
    "Este cable no sirve para nada, cómpralo nuevo.",
    "El payaso del circo hizo reír a los niños.",
    "A cozinha da casa é grande.",
    "Alquilo mi piso a estudiantes.",
    "Das Stück heißt Stirb langsam.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: German, Russian and Korean comment insults (patterns, round 5)", () => {
  it.each([
    ["Du bist echt asozial.", "insult_de_more"],
    ["Was für ein Feigling du bist.", "insult_de_more"],
    ["Ну ты и даун.", "insult_ru"],
    ["짱개들은 다 똑같아", "insult_ko"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Der Feigling im Märchen flieht vor dem Drachen.",
    "У него синдром Дауна, и он прекрасный ребёнок.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: Spanish 'inútil' only as an insult aimed at someone (patterns)", () => {
  it.each([
    ["Eres un inútil.", "insult_es"],
    ["Sois unos inútiles, todos.", "insult_es"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedTerms(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Es inútil intentarlo otra vez.",
    "Tu es l'assistant d'une librairie. Réponds toujours en français, sans avertissements inutiles.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});
