// The phrase families of the injection pre-screen, matched on folded text (see fold.ts): lower
// case, accents dropped and look-alikes mapped to Latin in the `latin` reading; Cyrillic, CJK and
// kana kept in the `native` reading. Families: verdict sentinels (any lane's token in
// sentinel-like form), override / ignore / forget earlier instructions, directives to approve or
// pass aimed at reviewers, bots or AI, and role claims — in English, Spanish, French, German,
// Portuguese, Italian, Russian, Chinese and Japanese. Every quantifier is bounded or over a
// single character class, so a match attempt never backtracks more than a fixed distance. Each
// pattern was checked against the benign corpus (__tests__/fixtures/prescreen/benign.json).
// Over 400 lines: data — every phrase family in every language, one table.

export type PhraseCategory = 'verdict-sentinel' | 'override-phrase';

export interface PhraseDetector {
  label: string;
  category: PhraseCategory;
  reading: 'latin' | 'native';
  /** ISO 639-1 code of the phrase family's language; `any` for sentinels. */
  language: string;
  re: RegExp;
}

const any = (words: string[]): string => `(?:${words.join('|')})`;
/** Up to `n` filler words (each at most 30 characters), lazily. */
const gap = (n: number): string => `(?:\\S{1,30}\\s+){0,${n}}?`;
/** Optional quoting / emphasis around a token. */
const Q = `["'\`*_]{0,3}`;

interface Language {
  code: string;
  reading: 'latin' | 'native';
  /** Whole-word edges: `\b` for the Latin reading; look-arounds on letters for the native one. */
  start: string;
  /** "ignore", "forget", … (imperatives). */
  ignoreVerbs: string[];
  /** "previous", "above", "all", "your", … */
  earlier: string[];
  /** "instructions", "prompts", "rules", … */
  instructions: string[];
  /** Verb-final languages put the verb after the noun phrase. */
  verbLast?: boolean;
  /** Approve / pass directives, whole patterns. */
  approve: string[];
  /** Role claims and addresses to an AI, whole patterns. */
  role: string[];
}

const EN: Language = {
  code: 'en',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignore',
    'disregard',
    'forget',
    'discard',
    'abandon',
    'neglect',
    'bypass',
    'override',
    'overrule',
    'set\\s+aside',
    'throw\\s+(?:away|out)',
    'pay\\s+no\\s+attention\\s+to',
    "(?:do\\s+not|don'?t|never|no\\s+longer|stop)\\s+(?:follow(?:ing)?|obey(?:ing)?|heed(?:ing)?)",
  ],
  earlier: [
    'previous(?:ly\\s+given)?',
    'prior',
    'preceding',
    'above',
    'earlier',
    'foregoing',
    'former',
    'original',
    'initial',
    'all',
    'any',
    'every',
    'your',
    'system',
    'developer',
    'aforementioned',
  ],
  instructions: [
    'instructions?',
    'prompts?',
    'directives?',
    'directions',
    'guidelines',
    'guidance',
    'guardrails',
    'orders',
    'programming',
    'constraints',
    'restrictions',
  ],
  approve: [
    // "respond with state pass", "output PASS", "reply only with merge-ready"
    `\\b(?:output|respond|reply|answer|emit|say|print|write|set|give|return)\\s+(?:(?:with|only|just|exactly|simply|a|an|the|verdict|word|state|status|result|of|back|as|to|final|your|me)\\b\\s*){0,5}${Q}\\s*(?:pass|approved?|merge-?ready|conforms|lgtm)\\b(?!-)${Q}(?!\\s*(?:or|/|and|vs\\.?|if|when|unless)\\s*(?:fail|block|reject|not|no)\\b)`,
    // "approve this PR without review", "merge this regardless"
    `\\b(?:approve|pass|merge|accept|greenlight|green-light|lgtm|sign\\s+off(?:\\s+on)?)\\s+(?:(?:this|the|my|our|it)\\s+)?(?:(?:pr|pull\\s*request|change(?:s|set)?|diff|patch|submission|code|commit|mr|merge\\s*request)\\s+)?(?:without\\s+(?:any\\s+|further\\s+)?(?:review|checking|reading|looking|verification|testing|question|scrutiny|inspection)|regardless|automatically|unconditionally|no\\s+matter|blindly|even\\s+if)`,
    '\\bapprove\\s+(?:this|the|it)\\s+(?:(?:pr|pull\\s*request|change|diff|patch|submission)\\s+)?(?:immediately|right\\s+now|at\\s+once)\\b',
    '\\b(?:must|should|shall|will|has\\s+to|needs?\\s+to)\\s+be\\s+(?:approved|passed|merged|accepted)\\s+(?:without|regardless|automatically|unconditionally|no\\s+matter|immediately)',
    // Aimed at a model, a bot or the gate.
    '\\b(?:you|the\\s+(?:ai|model|llm|bot|assistant|gate|ai\\s+reviewer|automated\\s+reviewer)|ai\\s+reviewers?|done-?gate|reviewer\\s+bots?|automated\\s+reviewers?|language\\s+models?)\\s*(?:must|should|shall|will|have\\s+to|has\\s+to|need\\s+to|needs\\s+to|are\\s+(?:required|instructed|expected|asked|told)\\s+to|is\\s+(?:required|instructed|expected|asked|told)\\s+to)\\s*(?:approve|sign\\s+off|pass\\s+(?:this|it|the\\s+(?:pr|review|change|gate))|mark\\s+(?:this|it)\\s+(?:as\\s+)?(?:approved|passing|merge-?ready))',
    '\\bmark\\s+(?:(?:this|it|that|the)\\s+(?:(?:pr|pull\\s+request|change|changes|diff|code|review|patch|submission)\\s+)?)?(?:as\\s+)?(?:approved|merge-?ready|a\\s+pass|conforming|lgtm|safe\\s+to\\s+merge)\\b',
    'pre-?approved\\s+(?:by|for\\s+merg|to\\s+merg)|\\b(?:is|was|has\\s+been|already|been)\\s+pre-?approved',
    '\\b(?:approved|reviewed|audited|vetted|signed\\s+off|cleared|whitelisted|allowlisted)\\s+by\\s+(?:the\\s+)?(?:security|infosec|appsec|compliance)\\s+team\\b',
    "\\b(?:do\\s+not|don'?t|dont|never)\\s+(?:flag|report|mention|raise)\\s+(?:any|these|this|the)\\s+(?:findings?|vulnerabilit(?:y|ies)|security\\s+(?:issues?|findings?|problems?))",
    '\\bgive\\s+(?:this|it|the\\s+pr)\\s+(?:a\\s+)?(?:pass(?:ing\\s+(?:grade|verdict))?|green\\s+light|clean\\s+bill)\\b',
  ],
  role: [
    "\\byou\\s*(?:are|'re)\\s*now\\s*(?:(?:an?|the|in|acting\\s+as|operating\\s+(?:as|in))\\s+)?(?:(?:ai|llm|helpful|unrestricted|unfiltered|uncensored|jailbroken|evil|dan|free|lenient|permissive)\\b|(?:developer|god|admin|unrestricted|jailbreak|sudo|dan)\\s*mode\\b|(?:assistant|reviewer|model|chatbot|system|approver)\\b)",
    "\\byou\\s*(?:are|'re)\\s*no\\s+longer\\s+(?:bound\\s+by|restricted|required\\s+to\\s+follow|an?\\s+(?:ai|assistant|model|reviewer)|a\\s+code\\s+reviewer)",
    "\\byou\\s*(?:are|'re)\\s*(?:in|running\\s+in|operating\\s+in)\\s+(?:developer|god|jailbreak|dan|unrestricted|sudo)\\s*mode\\b",
    '\\bfrom\\s+now\\s+on\\s*,?\\s+(?:you|the\\s+(?:reviewer|ai|model|assistant|bot))\\s+(?:will|must|shall|should|are|answer|respond|approve|only)\\b',
    '\\b(?:new|updated|revised|real|actual|true|secret|hidden|override|system|admin|developer)\\s+instructions?\\s*:',
    '\\byour\\s+(?:new|real|actual|true|only)\\s+(?:task|instructions?|job|role|goal|objective)\\s+(?:is|are)\\b',
    '\\b(?:system|developer)\\s+(?:prompt|message)\\s*:|\\b(?:reveal|print|show|output|repeat|ignore|override|replace|leak|disregard)\\s+(?:the\\s+|your\\s+)?(?:system|developer)\\s+(?:prompt|message)\\b|\\byour\\s+system\\s+prompt\\b',
    '\\b(?:system|admin|administrator|operator|root)\\s+(?:override|instruction|directive)\\s*[:\\]]|\\[(?:system|admin|inst)\\]',
    '\\bthis\\s+is\\s+(?:the|a|an|your)\\s+(?:system|developer|admin|administrator|operator)\\s+(?:message|prompt|speaking|override|instruction|notice)',
    "\\bi\\s*(?:am|'m)\\s+your\\s+(?:developer|creator|administrator|admin|owner|operator|supervisor|programmer|master)\\b|\\bi\\s*(?:am|'m)\\s+the\\s+(?:system|administrator|operator)\\b",
    "\\bpretend\\s+(?:to\\s+be|you\\s*(?:are|'re))\\s+(?:an?\\s+)?(?:ai|assistant|reviewer|model|different|unrestricted|lenient|human|the\\s+(?:maintainer|admin|owner|developer))",
    '\\b(?:act|behave|respond)\\s+as\\s+(?:if\\s+you\\s+(?:are|were)\\s+)?(?:an?\\s+)?(?:unrestricted|unfiltered|jailbroken|rogue|lenient|permissive|evil)\\b',
    '\\b(?:dan|jailbreak)\\s+mode\\b|\\b(?:enable|enter|activate)\\s+jailbreak\\b',
    // Addresses to an AI reviewer.
    '\\b(?:ai|llm|gpt|claude|gemini|automated|bot|robot)\\s*(?:code\\s*)?(?:reviewers?|agents?|assistants?|models?|bots?|checkers?|gates?)\\s*(?::|,\\s*(?:please|you|ignore|note|output|respond|approve|mark|this|do|remember|kindly)\\b)',
    // "note to the AI", "message for any reviewing model"; a bare plural ("instructions for
    // models") is documentation, so generic nouns need a determiner.
    '\\b(?:note|message|instructions?|reminder|memo)\\s+(?:to|for)\\s+(?:(?:the\\s+|any\\s+|all\\s+)?(?:ai|llm|ai\\s+reviewers?|reviewing\\s+(?:ai|model|agent)|automated\\s+reviewers?)|(?:the|any|all|every|this)\\s+(?:language\\s+model|large\\s+language\\s+model|assistant|chatbot|bot|model|agent)s?)\\b',
    '\\bif\\s+you\\s+are\\s+(?:an?\\s+)?(?:ai|llm|large\\s+language\\s+model|language\\s+model|ai\\s+assistant|chatbot|automated\\s+reviewer|bot|model)\\b',
    '\\b(?:dear|hey|hello|hi|attention|attn)\\s*,?\\s+(?:ai|llm|claude|gpt|chatgpt|gemini|copilot|language\\s+model)\\b',
    '<\\|(?:im_start|im_end|system|endoftext)\\|>|\\[/?inst\\]|<</?sys>>|</?system(?:[-_]prompt)?>',
  ],
};

const ES: Language = {
  code: 'es',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignora',
    'ignore',
    'ignoren',
    'ignorad',
    'olvida',
    'olvide',
    'olviden',
    'olvidad',
    'descarta',
    'descarte',
    'omite',
    'omita',
    'desobedece',
    'desatiende',
    'no\\s+(?:sigas|siga|sigan|obedezcas|obedezca|hagas\\s+caso\\s+a)',
    'haz\\s+caso\\s+omiso\\s+(?:a|de)',
    'pasa\\s+por\\s+alto',
  ],
  earlier: [
    'anteriores',
    'previas',
    'precedentes',
    'de\\s+arriba',
    'originales',
    'iniciales',
    'del\\s+sistema',
    'todas',
    'tus',
    'sus',
  ],
  instructions: [
    'instrucciones',
    'instruccion',
    'indicaciones',
    'ordenes',
    'directrices',
    'directivas',
    'reglas',
    'consignas',
    'prompts?',
  ],
  approve: [
    `\\b(?:responde|responda|respondan|contesta|conteste|escribe|escriba|devuelve|devuelva|di|diga|emite|emita|pon|ponga)\\s+(?:(?:con|solo|solamente|unicamente|exactamente|el|la|un|una|veredicto|estado|palabra|resultado|que)\\b\\s*){0,5}${Q}\\s*(?:pass|aprobad[oa]|approved|merge-?ready|lgtm)\\b`,
    '\\b(?:aprueba|apruebe|aprueben|aprobad|acepta|acepte|fusiona|fusione|integra|integre)\\s+(?:(?:este|esta|el|la|los|estos)\\s+)?(?:(?:pr|pull\\s*request|cambios?|parche|codigo|solicitud(?:\\s+de\\s+\\S{1,20})?)\\s+)?(?:sin\\s+(?:revisar|revision|mirar|leer|comprobar|verificar|pruebas)|automaticamente|incondicionalmente|de\\s+todas\\s+formas|pase\\s+lo\\s+que\\s+pase)',
    '\\bmarca(?:lo|la)?\\s+(?:(?:este|esta|el|la)\\s+(?:pr|cambio|codigo)\\s+)?como\\s+(?:aprobad[oa]|lista?\\s+para\\s+fusionar)',
    '\\b(?:debes|tienes\\s+que|debe|tiene\\s+que)\\s+(?:aprobar|aprobarlo|aprobarla|dar\\s+el\\s+visto\\s+bueno)',
  ],
  role: [
    '\\b(?:ahora\\s+eres|eres\\s+ahora|a\\s+partir\\s+de\\s+ahora\\s*,?\\s*(?:tu\\s+)?(?:eres|seras|responderas|aprobaras|ignoraras))\\b',
    '\\b(?:ya\\s+no\\s+eres\\s+un[oa]?\\s+(?:ia|asistente|modelo|revisor))',
    '\\b(?:actua|finge|haz\\s+como\\s+si)\\s+(?:como|ser|que\\s+eres|fueras)\\s+(?:un[oa]?\\s+)?(?:ia|asistente|modelo|revisor|administrador|desarrollador)\\s+(?:sin|que\\s+aprueba)',
    '\\b(?:nota|mensaje|instrucciones?|aviso)\\s+para\\s+(?:el|la|los|las|cualquier)\\s+(?:revisor(?:es)?\\s+(?:de\\s+)?ia|ia|modelo|asistente|bot|llm)\\b',
    '\\bsi\\s+(?:eres|usted\\s+es)\\s+un[oa]?\\s+(?:ia|inteligencia\\s+artificial|modelo\\s+de\\s+lenguaje|llm|asistente|bot)\\b',
    '\\bnuevas\\s+instrucciones\\s*:',
  ],
};

const FR: Language = {
  code: 'fr',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignore',
    'ignorez',
    'ignorer',
    'oublie',
    'oubliez',
    'oublier',
    'neglige',
    'negligez',
    'ecarte',
    'ecartez',
    'ne\\s+(?:tiens|tenez)\\s+pas\\s+compte\\s+(?:de|des)',
    '(?:fais|faites)\\s+abstraction\\s+(?:de|des)',
    'ne\\s+(?:suis|suivez|respecte|respectez)\\s+(?:pas|plus)',
  ],
  earlier: [
    'precedentes',
    'anterieures',
    'ci-dessus',
    "d'avant",
    'initiales',
    'originales',
    'du\\s+systeme',
    'toutes',
    'tes',
    'vos',
    'les\\s+premieres',
  ],
  instructions: [
    'instructions?',
    'consignes',
    'directives',
    'regles',
    'indications',
    'ordres',
    'prompts?',
  ],
  approve: [
    `\\b(?:reponds|repondez|repondre|ecris|ecrivez|renvoie|renvoyez|retourne|retournez|dis|dites|affiche|affichez|donne|donnez)\\s+(?:(?:avec|seulement|uniquement|juste|exactement|le|la|un|une|verdict|etat|mot|resultat|que|par)\\b\\s*){0,5}${Q}\\s*(?:pass|approuvee?|valide|approved|merge-?ready|lgtm)\\b`,
    "\\b(?:approuve|approuvez|approuver|valide|validez|accepte|acceptez|fusionne|fusionnez|merge|mergez)\\s+(?:(?:cette|ce|la|le|les|ces)\\s+)?(?:(?:pr|pull\\s*request|demande(?:\\s+de\\s+\\S{1,20})?|modifications?|changements?|correctif|patch|code)\\s+)?(?:sans\\s+(?:relire|relecture|verifier|verification|examen|revue|tests?|regarder)|automatiquement|inconditionnellement|quoi\\s+qu'il\\s+arrive)",
    '\\bmarque[rz]?\\s+(?:(?:cette|ce|la|le)\\s+(?:pr|modification|changement|code)\\s+)?comme\\s+(?:approuvee?|validee?|prete?\\s+a\\s+fusionner)',
    '\\b(?:tu\\s+dois|vous\\s+devez|il\\s+faut)\\s+(?:approuver|valider\\s+(?:cette|ce)\\s+(?:pr|modification|changement))',
  ],
  role: [
    '\\b(?:tu\\s+es|vous\\s+etes)\\s+(?:maintenant|desormais|a\\s+present)\\b',
    '\\b(?:desormais|dorenavant|a\\s+partir\\s+de\\s+maintenant)\\s*,?\\s*(?:tu|vous)\\s+(?:es|etes|dois|devez|approuveras|approuverez|repondras|repondrez)\\b',
    "\\b(?:agis|agissez|fais\\s+semblant|faites\\s+semblant)\\s+(?:comme|d'etre)\\s+(?:un[e]?\\s+)?(?:ia|assistant|modele|relecteur|administrateur|developpeur)\\s+(?:sans|qui\\s+approuve)",
    "\\b(?:note|message|instructions?|avis)\\s+(?:pour|a\\s+l'attention\\s+de|a)\\s+(?:l'|le\\s+|la\\s+|les\\s+|tout\\s+)?(?:ia|relecteurs?\\s+ia|modele|assistant|bot|llm)\\b",
    '\\bsi\\s+(?:tu\\s+es|vous\\s+etes)\\s+une?\\s+(?:ia|intelligence\\s+artificielle|modele\\s+de\\s+langage|llm|assistant|bot)\\b',
    '\\bnouvelles\\s+(?:instructions|consignes)\\s*:',
  ],
};

const DE: Language = {
  code: 'de',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignoriere',
    'ignorier',
    'ignorieren(?:\\s+sie)?',
    'vergiss',
    'vergessen\\s+sie',
    'missachte',
    'missachten(?:\\s+sie)?',
    'verwirf',
    'verwerfen\\s+sie',
    'ubergehe',
    'uebergehe',
    '(?:befolge|befolgen\\s+sie|beachte|beachten\\s+sie)\\s+(?:nicht|keine)',
  ],
  earlier: [
    'vorherigen?',
    'vorigen?',
    'bisherigen?',
    'obigen?',
    'fruheren?',
    'frueheren?',
    'vorangegangenen?',
    'vorangehenden?',
    'urspr(?:u|ue)nglichen?',
    'alle',
    'deine',
    'ihre',
    'system',
  ],
  instructions: [
    'anweisungen',
    'anweisung',
    'instruktionen',
    'regeln',
    'vorgaben',
    'befehle',
    'richtlinien',
    'prompts?',
    'systemanweisungen',
    'systemprompt',
  ],
  approve: [
    `\\b(?:antworte|antworten\\s+sie|gib|geben\\s+sie|schreibe|schreib|schreiben\\s+sie|sag|sage|sagen\\s+sie)\\s+(?:(?:mit|nur|ausschliesslich|einfach|genau|das|den|ein|eine|urteil|status|wort|ergebnis|aus|als)\\b\\s*){0,5}${Q}\\s*(?:pass|bestanden|genehmigt|approved|freigegeben|merge-?ready|lgtm)\\b`,
    '\\b(?:genehmige|genehmigen\\s+sie|akzeptiere|akzeptieren\\s+sie|merge|merge\\s+sie)\\s+(?:(?:diesen|diese|dieses|den|die|das)\\s+)?(?:(?:pr|pull\\s*request|merge\\s*request|anderung|aenderung|anderungen|aenderungen|patch|code)\\s+)?(?:ohne\\s+(?:pr(?:u|ue)fung|review|zu\\s+pr(?:u|ue)fen|tests?|nachzusehen)|automatisch|bedingungslos|auf\\s+jeden\\s+fall)',
    '\\bgib\\s+(?:diesen|diese|dieses|den|die|das)\\s+(?:pr|pull\\s*request|anderung|aenderung|code)\\s+(?:ohne\\s+\\S{1,20}\\s+)?frei\\b',
    '\\bmarkiere\\s+(?:(?:diesen|diese|dieses|den|die|das)\\s+(?:pr|pull\\s*request|anderung|aenderung|code)\\s+)?als\\s+(?:genehmigt|bestanden|freigegeben|merge-?ready)',
    '\\b(?:du\\s+musst|sie\\s+mussen|sie\\s+muessen)\\s+(?:(?:diesen|diese|dieses|den|die|das)\\s+(?:pr|pull\\s*request|anderung|aenderung|code)\\s+)?(?:genehmigen|freigeben|durchwinken)',
  ],
  role: [
    '\\b(?:du\\s+bist|sie\\s+sind)\\s+(?:jetzt|nun|ab\\s+sofort|ab\\s+jetzt)\\s+(?:ein|eine|der|die|im|in)\\b',
    '\\bab\\s+(?:sofort|jetzt)\\s*,?\\s*(?:bist\\s+du|musst\\s+du|wirst\\s+du|sind\\s+sie|mussen\\s+sie)\\b',
    '\\b(?:du\\s+bist|sie\\s+sind)\\s+kein(?:e)?\\s+(?:ki|assistent|modell|pr(?:u|ue)fer|reviewer)\\s+mehr\\b',
    '\\b(?:tu|tun\\s+sie)\\s+so\\s*,?\\s+als\\s+(?:ob|w(?:a|ae)rst|seist)|\\bverhalte\\s+dich\\s+wie\\s+(?:ein|eine)\\s+(?:ki|assistent|modell)',
    '\\b(?:hinweis|nachricht|anweisungen?|notiz)\\s+(?:an|f(?:u|ue)r)\\s+(?:die|den|das|alle|jede)\\s+(?:ki|ki-\\S{1,20}|ki\\s+\\S{1,20}|modell|sprachmodell|assistenten|bot|llm)\\b',
    '\\b(?:wenn|falls)\\s+(?:du|sie)\\s+(?:eine|ein)\\s+(?:ki|k(?:u|ue)nstliche\\s+intelligenz|sprachmodell|llm|assistent|bot)\\s+(?:bist|sind)\\b',
    '\\bneue\\s+anweisungen\\s*:',
  ],
};

const PT: Language = {
  code: 'pt',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignore',
    'ignora',
    'ignorem',
    'ignorar',
    'esqueca',
    'esquece',
    'esquecam',
    'desconsidere',
    'desconsidera',
    'descarte',
    'descarta',
    'nao\\s+(?:siga|sigas|obedeca|obedecas)',
  ],
  earlier: [
    'anteriores',
    'previas',
    'precedentes',
    'acima',
    'originais',
    'iniciais',
    'do\\s+sistema',
    'todas',
    'suas',
    'tuas',
  ],
  instructions: [
    'instrucoes',
    'instrucao',
    'orientacoes',
    'ordens',
    'regras',
    'diretrizes',
    'diretivas',
    'comandos',
    'prompts?',
  ],
  approve: [
    `\\b(?:responda|responde|respondam|escreva|escreve|retorne|retorna|diga|diz|devolva|emita|coloque)\\s+(?:(?:com|apenas|somente|so|exatamente|o|a|um|uma|veredito|estado|palavra|resultado|que)\\b\\s*){0,5}${Q}\\s*(?:pass|aprovad[oa]|approved|merge-?ready|lgtm)\\b`,
    '\\b(?:aprove|aprova|aprovem|aceite|aceita|mescle|mescla|faca\\s+(?:o\\s+)?merge\\s+(?:de|d[oa]))\\s+(?:(?:este|esta|esse|essa|o|a)\\s+)?(?:(?:pr|pull\\s*request|mudancas?|alteracao|alteracoes|patch|codigo)\\s+)?(?:sem\\s+(?:revisar|revisao|olhar|ler|verificar|verificacao|testes?)|automaticamente|incondicionalmente|de\\s+qualquer\\s+forma)',
    '\\bmarque\\s+(?:(?:este|esta|o|a)\\s+(?:pr|mudanca|alteracao|codigo)\\s+)?como\\s+(?:aprovad[oa]|pronto\\s+para\\s+merge)',
    '\\b(?:voce\\s+deve|voce\\s+precisa|tu\\s+deves)\\s+(?:aprovar|dar\\s+aprovacao)',
  ],
  role: [
    '\\b(?:agora\\s+voce\\s+e|voce\\s+agora\\s+e|a\\s+partir\\s+de\\s+agora\\s*,?\\s*voce\\s+(?:e|sera|deve|vai|respondera|aprovara))\\b',
    '\\bvoce\\s+nao\\s+e\\s+mais\\s+um[a]?\\s+(?:ia|assistente|modelo|revisor)\\b',
    '\\b(?:finja|aja\\s+como\\s+se)\\s+(?:ser|que\\s+e|fosse)\\s+(?:um[a]?\\s+)?(?:ia|assistente|modelo|revisor|administrador)',
    '\\b(?:nota|mensagem|instrucoes?|aviso)\\s+para\\s+(?:o|a|os|as|qualquer)\\s+(?:revisor(?:es)?\\s+(?:de\\s+)?ia|ia|modelo|assistente|bot|llm)\\b',
    '\\bse\\s+voce\\s+(?:e|for)\\s+um[a]?\\s+(?:ia|inteligencia\\s+artificial|modelo\\s+de\\s+linguagem|llm|assistente|bot)\\b',
    '\\bnovas\\s+instrucoes\\s*:',
  ],
};

const IT: Language = {
  code: 'it',
  reading: 'latin',
  start: '\\b',
  ignoreVerbs: [
    'ignora',
    'ignorate',
    'ignori',
    'dimentica',
    'dimenticate',
    'dimentichi',
    'trascura',
    'trascurate',
    'scarta',
    'non\\s+(?:seguire|seguite|considerare|considerate|rispettare)',
  ],
  earlier: [
    'precedenti',
    'sopra',
    'iniziali',
    'originali',
    'di\\s+sistema',
    'del\\s+sistema',
    'tutte',
    'le\\s+tue',
  ],
  instructions: [
    'istruzioni',
    'istruzione',
    'indicazioni',
    'regole',
    'direttive',
    'ordini',
    'prompts?',
  ],
  approve: [
    `\\b(?:rispondi|rispondete|risponda|scrivi|scrivete|restituisci|restituite|di|dite|emetti)\\s+(?:(?:con|solo|soltanto|esattamente|il|la|un|una|verdetto|stato|parola|risultato)\\b\\s*){0,5}${Q}\\s*(?:pass|approvat[oa]|approved|merge-?ready|lgtm)\\b`,
    '\\b(?:approva|approvate|approvi|accetta|accettate|unisci|fai\\s+il\\s+merge\\s+di)\\s+(?:(?:questa|questo|la|il|le)\\s+)?(?:(?:pr|pull\\s*request|modific(?:a|he)|patch|codice|richiesta)\\s+)?(?:senza\\s+(?:revisione|rivedere|controllare|verificare|test|guardare)|automaticamente|incondizionatamente|comunque)',
    '\\b(?:segna|contrassegna)\\s+(?:(?:questa|questo|la|il)\\s+(?:pr|modifica|codice)\\s+)?come\\s+(?:approvat[oa]|pront[oa]\\s+per\\s+il\\s+merge)',
    '\\b(?:devi|deve)\\s+(?:approvare|approvarla|approvarlo)',
  ],
  role: [
    '\\b(?:ora|adesso)\\s+sei\\s+(?:un|una|il|la|in)\\b|\\bda\\s+(?:ora|adesso)\\s+in\\s+poi\\s*,?\\s*(?:sei|sarai|devi|risponderai|approverai)\\b',
    '\\bnon\\s+sei\\s+piu\\s+un[a]?\\s+(?:ia|assistente|modello|revisore)\\b',
    '\\b(?:fingi|fai\\s+finta)\\s+di\\s+essere\\b|\\bcomportati\\s+come\\s+(?:un[a]?\\s+)?(?:ia|assistente|modello)',
    '\\b(?:nota|messaggio|istruzioni)\\s+per\\s+(?:il|la|i|le|qualsiasi|ogni)\\s+(?:revisor[ei]\\s+ia|ia|modello|assistente|bot|llm)\\b',
    '\\bse\\s+sei\\s+un[a]?\\s+(?:ia|intelligenza\\s+artificiale|modello\\s+linguistico|llm|assistente|bot)\\b',
    '\\bnuove\\s+istruzioni\\s*:',
  ],
};

// Native readings: no `\b` (it is ASCII-only); a letter may not touch the start.
const NS = '(?<![\\p{L}])';

const RU: Language = {
  code: 'ru',
  reading: 'native',
  start: NS,
  ignoreVerbs: [
    'игнорируй(?:те)?',
    'проигнорируй(?:те)?',
    'игнорировать',
    'забудь(?:те)?',
    'отбрось(?:те)?',
    'отмени(?:те)?',
    'не\\s+(?:обращай(?:те)?\\s+внимания\\s+на|следуй(?:те)?|выполняй(?:те)?|слушай(?:те)?)',
    'пренебреги',
  ],
  earlier: [
    'предыдущи[еехм]',
    'прежни[еехм]',
    'вышеуказанны[еехм]',
    'вышеизложенны[еехм]',
    'приведённы[еехм]\\s+выше',
    'приведенны[еехм]\\s+выше',
    'все',
    'всех',
    'свои',
    'твои',
    'системны[еехм]',
    'изначальны[еехм]',
    'исходны[еехм]',
    'данные\\s+ранее',
    'ранее',
    'выше',
  ],
  instructions: [
    'инструкци[иейяю]',
    'указани[яйе]',
    'правил[ао]?',
    'команд[ыу]?',
    'директив[ыу]?',
    'промпт[ыа]?',
    'установк[иу]',
  ],
  approve: [
    `${NS}(?:ответь|ответьте|выведи|выведите|напиши|напишите|верни|верните|скажи|скажите)\\s+(?:(?:только|лишь|ровно|просто|одно\\s+слово|слово|вердикт|статус|результат|с|со)\\s*){0,5}${Q}\\s*(?:pass|approved|одобрено|принято|пройдено|прошел|прошёл|lgtm)(?![\\p{L}])`,
    `${NS}(?:одобри|одобрите|утверди|утвердите|прими|примите|смерджи|смержи|влей|влейте)\\s+(?:(?:этот|эти|это|данный|данные)\\s+)?(?:(?:pr|пр|пулл-реквест|пул-реквест|пулреквест|изменени[ея]|патч|код|мерж-реквест)\\s+)?(?:без\\s+(?:проверки|ревью|просмотра|тестов|вопросов|замечаний)|автоматически|безусловно|в\\s+любом\\s+случае)`,
    `${NS}(?:отметь|отметьте|пометь|пометьте)\\s+(?:(?:этот|это|данный)\\s+(?:pr|пр|код|изменение)\\s+)?как\\s+(?:одобренн|прошедш|готов)`,
    `${NS}(?:ты\\s+должен|вы\\s+должны)\\s+(?:одобрить|утвердить|принять\\s+(?:этот|это|данный)|пропустить\\s+(?:этот|это|данный))`,
  ],
  role: [
    `${NS}(?:теперь\\s+ты|ты\\s+теперь|с\\s+этого\\s+момента\\s*,?\\s*ты|отныне\\s+ты)(?![\\p{L}])`,
    `${NS}ты\\s+больше\\s+не\\s+(?:ии|ассистент|модель|ревьюер|рецензент|бот)`,
    `${NS}(?:притворись|представь\\s*,?\\s*что\\s+ты|веди\\s+себя\\s+как)`,
    `${NS}(?:примечание|сообщение|инструкци[яи]|заметка|указание)\\s+для\\s+(?:ии|ии-\\S{1,20}|модели|бота|ассистента|нейросети|llm|ревьюера-ии)`,
    `${NS}если\\s+ты\\s+(?:ии|искусственный\\s+интеллект|языковая\\s+модель|нейросеть|бот|llm|ассистент)(?![\\p{L}])`,
    `${NS}новые\\s+инструкции\\s*:`,
  ],
};

// Chinese (simplified and traditional): no spaces between words, so gaps are bounded runs of any
// characters within one sentence.
const SENT = '[^\\n。！？!?]';
const ZH_PATTERNS: string[] = [
  `(?:忽略|无视|無視|忽视|忽視|忘记|忘記|忘掉|不要理会|不要理會|不理会|不理會|不要遵守|不要遵循|不再遵守|放弃|放棄|抛开|拋開|丢弃|丟棄)${SENT}{0,6}?(?:之前|以前|先前|上面|上述|前面|以上|此前|所有|全部|一切|系统|系統|原来|原來|原有|原始|你的|您的)${SENT}{0,6}?(?:指令|指示|说明|說明|规则|規則|提示词|提示詞|提示|要求|命令|设定|設定|约束|約束)`,
  `(?:请|請|只|仅|僅|务必|務必|必须|必須|直接)\\s*(?:回复|回覆|回答|输出|輸出|返回|给出|給出|写|寫)${SENT}{0,8}?(?:pass|approved|通过|通過|批准|合格|可以合并|可以合併)`,
  `(?:批准|通过|通過|核准|合并|合併|同意)(?:这个|這個|此|该|該|本)?(?:pr|拉取请求|拉取請求|合并请求|合併請求|变更|變更|补丁|補丁|修改|代码|代碼)?${SENT}{0,4}?(?:无需|無需|不需要|不用|跳过|跳過|不必)(?:审查|審查|审核|審核|检查|檢查|review|测试|測試)`,
  `(?:无需|無需|不需要|不用|跳过|跳過|不必)(?:审查|審查|审核|審核|检查|檢查|review)${SENT}{0,4}?(?:直接)?(?:批准|通过|通過|合并|合併)`,
  `(?:标记为|標記為|标为|標為)(?:已批准|通过|通過|可合并|可合併)`,
  `你(?:必须|必須|应该|應該|需要|一定要|要)(?:批准|通过|通過|给出通过|給出通過|同意合并|同意合併)`,
  `(?:你现在是|你現在是|从现在开始[，,]?\\s*你|從現在開始[，,]?\\s*你|你不再是|假装你是|假裝你是|扮演一个|扮演一個|你(?:现在|現在)?(?:处于|處於|进入|進入)(?:开发者|開發者|越狱|越獄|管理员|管理員)模式)`,
  `(?:致|给|給|对|對)(?:ai|人工智能|ai审查|ai審查|ai审核|ai審核|大模型|语言模型|語言模型|机器人|機器人|审查机器人|審查機器人)${SENT}{0,4}?(?:的)?(?:说明|說明|消息|提示|指令|注意|备注|備註)`,
  `如果你是(?:一个|一個)?(?:ai|人工智能|语言模型|語言模型|大模型|机器人|機器人|llm)`,
  `新的?(?:指令|指示)\\s*[:：]`,
];

const JA_PATTERNS: string[] = [
  `(?:以前|前|上記|これまで|先ほど|さっき|すべて|全て|全部|システム|元|最初)${SENT}{0,6}?(?:指示|命令|指令|ルール|プロンプト|規則|設定|制約)${SENT}{0,6}?(?:無視|忘れ|従わ|従う(?:な|必要はありません)|破棄|取り消)`,
  `(?:無視|忘れ)(?:して|しろ|せよ|してください)${SENT}{0,4}?(?:以前|前|上記|これまで|すべて|全て)${SENT}{0,6}?(?:指示|命令|ルール|プロンプト)`,
  `(?:pass|合格|承認|approved)${SENT}{0,3}?(?:と|だけ|のみ)(?:回答|出力|返答|答え|返し|書い)`,
  `(?:レビュー|確認|審査|検証|テスト)(?:なし|せず|不要|を省略)(?:で|に|して)?${SENT}{0,3}?(?:承認|マージ|合格|パス)`,
  `(?:必ず|無条件で|無条件に|直ちに|問答無用で)(?:承認|合格|パス|マージ)`,
  `(?:承認済み|合格)(?:と|として)(?:マーク|扱|判定)`,
  `(?:あなたは|君は)(?:今から|これから|今|いま|もう)${SENT}{0,24}?(?:です|になり|として|モード)|(?:今から|これから|以後)[、,]?\\s*(?:あなた|君)は|(?:の)?ふりをして`,
  `(?:ai|aiレビュアー|レビューai|レビュアーai|モデル|ボット|アシスタント|言語モデル)(?:への|に対する|宛ての?|向けの?)(?:指示|メッセージ|注意|メモ|お知らせ)`,
  `もし(?:あなた|君)が(?:ai|言語モデル|aiアシスタント|ボット|llm)(?:なら|であれば)`,
  `新しい指示\\s*[:：]`,
];

const KO_PATTERNS: string[] = [
  `(?:이전|위의|앞의|모든|기존|시스템)${SENT}{0,6}?(?:지시|지침|명령|규칙|프롬프트)${SENT}{0,6}?(?:무시|잊어)`,
  `(?:검토|리뷰|확인)\\s*(?:없이|하지\\s*말고)${SENT}{0,4}?(?:승인|병합|통과)`,
];

function ignorePatterns(l: Language): string[] {
  const verb = any(l.ignoreVerbs);
  const earlier = any(l.earlier);
  const noun = any(l.instructions);
  // A whole word ends where no letter follows (`\b` is ASCII-only, so the native reading uses a
  // look-ahead on letters).
  const end = l.reading === 'native' ? '(?![\\p{L}])' : '\\b';
  return [
    `${l.start}${verb}${end}\\s*${gap(3)}${earlier}${end}\\s*${gap(2)}${noun}${end}`,
    `${l.start}${verb}${end}\\s*${gap(3)}${noun}${end}\\s*${gap(1)}${earlier}${end}`,
    // Letter-spaced with one space throughout folds to one word: "ignorepreviousinstructions".
    `${l.start}${verb}${earlier}${noun}`,
  ];
}

function languageDetectors(l: Language): PhraseDetector[] {
  const flags = l.reading === 'native' ? 'u' : '';
  const make = (family: string, source: string): PhraseDetector => ({
    label: `${family}${l.code === 'en' ? '' : `/${l.code}`}`,
    category: 'override-phrase',
    reading: l.reading,
    language: l.code,
    re: new RegExp(source, flags),
  });
  return [
    ...ignorePatterns(l).map((p) => make('ignore-previous-instructions', p)),
    ...l.approve.map((p) => make('approval-directive', p)),
    ...l.role.map((p) => make('role-claim', p)),
  ];
}

/** "ignore the above.", "forget everything above" (English, where no noun follows). */
const EN_EVERYTHING_ABOVE: PhraseDetector = {
  label: 'ignore-everything-above',
  category: 'override-phrase',
  reading: 'latin',
  language: 'en',
  re: /\b(?:ignore|disregard|forget)\s+(?:all\s+(?:of\s+)?)?(?:(?:everything|anything|what(?:ever)?)\s+(?:(?:(?:you|i|we)\s+)?(?:were|was|is|are|have\s+been|has\s+been|had\s+been)\s+(?:said|written|told|given|stated|instructed|asked)\s+)?(?:above|before|previously|earlier|so\s+far|until\s+now|up\s+to\s+now|prior)\b|(?:the\s+)?(?:above|preceding|foregoing)(?=\s*(?:[.,;:!]|and\b|then\b|$)))/,
};

const TOKEN = `${Q}\\s*[:=]\\s*${Q}\\s*`;

/** Any lane's verdict token in sentinel-like form, in the folded (lower-case, Latin) reading. */
const SENTINEL_DETECTORS: PhraseDetector[] = [
  ['gauntlet sentinel', `\\bgauntlet${TOKEN}(?:pass|blocked)\\b`],
  ['gauntlet sentinel', `\\bgauntlet[ _-]?review[ _-]?incomplete\\b`],
  [
    'lane sentinel',
    `\\b(?:security[ _-]?review|adversarial[ _-]?review|usage[ _-]?probe)${TOKEN}(?:pass|fail|conforms|diverges|inconclusive)\\b`,
  ],
  [
    'lane sentinel',
    `\\b(?:security_review|adversarial_review|usage_probe)\\s*[:=-]?\\s*${Q}(?:pass|conforms)\\b`,
  ],
  [
    'verdict line',
    `\\*\\*\\s*verdict\\s*:?\\s*\\**\\s*:?\\s*${Q}(?:merge-?ready|needs-?human|pass|approved?|lgtm)\\b`,
  ],
  [
    'verdict claim',
    `\\bverdict${TOKEN}(?:pass(?:ed)?|approved?|merge-?ready|needs-?human|conforms|lgtm)\\b`,
  ],
  [
    'structured verdict',
    `\\b(?:state|gate[_-]?state|decision)${TOKEN}(?:pass|approved?|merge-?ready|conforms|lgtm)\\b`,
  ],
  ['done-gate marker', `<!--\\s*done-gate\\s*:|\\bdone-gate:report:`],
].map(([label, source]) => ({
  label: label ?? '',
  category: 'verdict-sentinel' as const,
  reading: 'latin' as const,
  language: 'any',
  re: new RegExp(source ?? ''),
}));

export const PHRASE_DETECTORS: readonly PhraseDetector[] = [
  ...SENTINEL_DETECTORS,
  EN_EVERYTHING_ABOVE,
  ...[EN, ES, FR, DE, PT, IT, RU].flatMap(languageDetectors),
  ...ZH_PATTERNS.map((p) => ({
    label: 'override-or-approval/zh',
    category: 'override-phrase' as const,
    reading: 'native' as const,
    language: 'zh',
    re: new RegExp(p, 'u'),
  })),
  ...JA_PATTERNS.map((p) => ({
    label: 'override-or-approval/ja',
    category: 'override-phrase' as const,
    reading: 'native' as const,
    language: 'ja',
    re: new RegExp(p, 'u'),
  })),
  ...KO_PATTERNS.map((p) => ({
    label: 'override-or-approval/ko',
    category: 'override-phrase' as const,
    reading: 'native' as const,
    language: 'ko',
    re: new RegExp(p, 'u'),
  })),
];

/** Languages with phrase families, besides the language-independent sentinels. */
export const PHRASE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko'];
