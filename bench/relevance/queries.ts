// The relevance benchmark's queries: per locale, what a visitor might type and the document it
// should find, written from this site's content/ (headings, phrases quoted from a paragraph, CJK
// runs, and words of untranslated documents, which each locale shows in English).
// In: nothing; out: the queries, with the expected document's path under the locale's prefix.

export interface RelevanceQuery {
  query: string;
  /** The document's path without the locale prefix, e.g. '/docs/overwolf/cookies-policy'. */
  expect: string;
  /** A phrase quoted from the document (the kind the issue saw ranked second). */
  phrase?: true;
}

const doc = (path: string) => `/docs/${path}`;
const cookies = doc('overwolf/cookies-policy');
const privacy = doc('overwolf/website/privacy-policy');
const terms = doc('overwolf/website/terms-of-use');
const community = doc('overwolf/community-guidelines');
const intro = doc('overwolf/intro');

export const relevanceQueries: Record<string, RelevanceQuery[]> = {
  en: [
    { query: 'counter-notification', expect: doc('overwolf/copyright-notice') },
    { query: 'takedown procedure', expect: doc('overwolf/copyright-notice') },
    { query: 'background checks', expect: doc('overwolf/candidate-data-privacy-notice') },
    { query: 'applicant tracking system', expect: doc('overwolf/candidate-data-privacy-notice'), phrase: true },
    { query: 'uploading projects', expect: doc('curseforge/mod-authors-terms') },
    { query: 'recordings and highlights', expect: doc('outplayed/op-privacy-policy') },
    { query: 'available free of charge with advertising', expect: doc('outplayed/op-terms-of-use'), phrase: true },
    { query: 'statement of applicability', expect: doc('overwolf/iso'), phrase: true },
    { query: 'documented instructions', expect: doc('overwolf/developers/data-processing-agreement'), phrase: true },
    { query: 'choose sub-processors', expect: doc('overwolf/third-party-sub-processors') },
    { query: 'content moderation', expect: doc('overwolf/transparency-report') },
    { query: 'law enforcement agency', expect: doc('overwolf/transparency-report'), phrase: true },
    { query: 'developer console', expect: doc('overwolf/developers/developer-terms') },
    { query: 'account log-in credentials', expect: doc('overwolf/platform/platform-ccpa'), phrase: true },
    { query: 'advertising service providers', expect: doc('overwolf/advertising-service-providers') },
  ],
  de: [
    { query: 'Unbedingt erforderliche Cookies', expect: cookies, phrase: true },
    { query: 'lokalen Speicher', expect: privacy, phrase: true },
    { query: 'Inhaber der Inhalte', expect: terms, phrase: true },
    { query: 'Verbotene Inhalte', expect: community },
    { query: 'Wie die Dokumente zusammenwirken', expect: intro },
    { query: 'Verantwortlicher für Ihre Daten', expect: privacy },
    { query: 'Annahme dieser Bedingungen', expect: terms },
    { query: 'background checks', expect: doc('overwolf/candidate-data-privacy-notice') },
  ],
  es: [
    { query: 'cookies estrictamente necesarias', expect: cookies, phrase: true },
    { query: 'nosotros y nuestros socios utilizamos', expect: privacy, phrase: true },
    { query: 'titularidad del contenido', expect: terms, phrase: true },
    { query: 'respuesta proporcionada al daño', expect: community, phrase: true },
    { query: 'contranotificación', expect: doc('overwolf/copyright-notice') },
    { query: 'verificaciones de antecedentes', expect: doc('overwolf/candidate-data-privacy-notice') },
    { query: 'moderación de contenido', expect: doc('overwolf/transparency-report') },
    { query: 'controles principales', expect: doc('overwolf/iso') },
  ],
  fr: [
    { query: 'cookies strictement nécessaires', expect: cookies, phrase: true },
    { query: 'nos partenaires et nous-mêmes utilisons', expect: privacy, phrase: true },
    { query: 'propriétaire des contenus', expect: terms, phrase: true },
    { query: 'enfreint les présentes règles', expect: community, phrase: true },
    { query: 'uploading projects', expect: doc('curseforge/mod-authors-terms') },
  ],
  it: [
    { query: 'cookie strettamente necessari', expect: cookies, phrase: true },
    { query: 'archiviazione locale', expect: privacy, phrase: true },
    { query: 'titolarità dei contenuti', expect: terms, phrase: true },
    { query: 'viola le presenti linee guida', expect: community, phrase: true },
  ],
  ja: [
    { query: 'Cookieとは', expect: cookies },
    { query: '必須Cookie', expect: cookies },
    { query: '当社が収集する情報', expect: privacy },
    { query: '禁止事項', expect: terms },
    { query: '敬意ある行動', expect: community },
    { query: '各文書の関係', expect: intro },
    { query: 'サインイン状態の維持', expect: privacy, phrase: true },
  ],
  ko: [
    { query: '쿠키란 무엇입니까', expect: cookies },
    { query: '개인정보에 대한 책임', expect: privacy },
    { query: '이용자 콘텐츠', expect: terms, phrase: true },
    { query: '상호 존중', expect: community },
    { query: '필수 쿠키를 설정합니다', expect: cookies, phrase: true },
  ],
  pl: [
    { query: 'Niezbędne pliki cookie zapisujemy', expect: cookies, phrase: true },
    { query: 'My i nasi partnerzy stosujemy', expect: privacy, phrase: true },
    { query: 'treści publikowanych', expect: terms, phrase: true },
    { query: 'reakcję proporcjonalną', expect: community, phrase: true },
  ],
  pt: [
    { query: 'cookies estritamente necessários', expect: cookies, phrase: true },
    { query: 'Nós e nossos parceiros utilizamos', expect: privacy, phrase: true },
    { query: 'titularidade do conteúdo', expect: terms, phrase: true },
    { query: 'medida proporcional ao dano', expect: community, phrase: true },
  ],
  'zh-Hans': [
    { query: '严格必要的 Cookie', expect: cookies, phrase: true },
    { query: '我们及我们的合作伙伴使用', expect: privacy, phrase: true },
    { query: '论坛帖子', expect: terms },
    { query: '违反本准则', expect: community, phrase: true },
  ],
  'zh-Hant': [
    { query: '絕對必要之 Cookie', expect: cookies, phrase: true },
    { query: '我們及我們的合作夥伴使用', expect: privacy, phrase: true },
    { query: '論壇貼文', expect: terms },
    { query: '違反本守則', expect: community, phrase: true },
  ],
};
