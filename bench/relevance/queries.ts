// The relevance benchmark's queries: per locale, what a visitor might type and the document it
// should find, written from this site's content/ (headings, phrases quoted from a paragraph, CJK
// runs, words of untranslated documents, which each locale shows in English, words typed with two
// letters swapped, and questions asked in plain words).
// In: nothing; out: the queries, with the expected document's path under the locale's prefix.

export interface RelevanceQuery {
  query: string;
  /** The document's path without the locale prefix, e.g. '/docs/overwolf/cookies-policy'. */
  expect: string;
  /**
   * phrase: quoted from the document (the kind once seen ranked second); typo: a word of it typed
   * with two neighbouring letters swapped; question: what a reader asks, in the words a reader uses.
   */
  kind?: 'phrase' | 'typo' | 'question';
}

const doc = (path: string) => `/docs/${path}`;
const cookies = doc('overwolf/cookies-policy');
const privacy = doc('overwolf/website/privacy-policy');
const terms = doc('overwolf/website/terms-of-use');
const community = doc('overwolf/community-guidelines');
const intro = doc('overwolf/intro');
const platformPrivacy = doc('overwolf/platform/platform-privacy-policy');

export const relevanceQueries: Record<string, RelevanceQuery[]> = {
  en: [
    { query: 'counter-notification', expect: doc('overwolf/copyright-notice') },
    { query: 'takedown procedure', expect: doc('overwolf/copyright-notice') },
    { query: 'background checks', expect: doc('overwolf/candidate-data-privacy-notice') },
    { query: 'applicant tracking system', expect: doc('overwolf/candidate-data-privacy-notice'), kind: 'phrase' },
    { query: 'uploading projects', expect: doc('curseforge/mod-authors-terms') },
    { query: 'recordings and highlights', expect: doc('outplayed/op-privacy-policy') },
    { query: 'available free of charge with advertising', expect: doc('outplayed/op-terms-of-use'), kind: 'phrase' },
    { query: 'statement of applicability', expect: doc('overwolf/iso'), kind: 'phrase' },
    { query: 'documented instructions', expect: doc('overwolf/developers/data-processing-agreement'), kind: 'phrase' },
    { query: 'choose sub-processors', expect: doc('overwolf/third-party-sub-processors') },
    { query: 'content moderation', expect: doc('overwolf/transparency-report') },
    { query: 'law enforcement agency', expect: doc('overwolf/transparency-report'), kind: 'phrase' },
    { query: 'developer console', expect: doc('overwolf/developers/developer-terms') },
    { query: 'account log-in credentials', expect: doc('overwolf/platform/platform-ccpa'), kind: 'phrase' },
    { query: 'advertising service providers', expect: doc('overwolf/advertising-service-providers') },
    { query: 'cookeis', expect: cookies, kind: 'typo' },
    { query: 'privcay policy', expect: privacy, kind: 'typo' },
    { query: 'how do I delete my account', expect: platformPrivacy, kind: 'question' },
    { query: 'can I get my data', expect: privacy, kind: 'question' },
    { query: 'what cookies do you use', expect: cookies, kind: 'question' },
    { query: 'website privacy policy', expect: privacy },
  ],
  de: [
    { query: 'Unbedingt erforderliche Cookies', expect: cookies, kind: 'phrase' },
    { query: 'lokalen Speicher', expect: privacy, kind: 'phrase' },
    { query: 'Inhaber der Inhalte', expect: terms, kind: 'phrase' },
    { query: 'Verbotene Inhalte', expect: community },
    { query: 'Wie die Dokumente zusammenwirken', expect: intro },
    { query: 'Verantwortlicher für Ihre Daten', expect: privacy },
    { query: 'Annahme dieser Bedingungen', expect: terms },
    { query: 'background checks', expect: doc('overwolf/candidate-data-privacy-notice') },
    { query: 'Verbotene Inhatle', expect: community, kind: 'typo' },
    { query: 'Wie lösche ich mein Konto?', expect: privacy, kind: 'question' },
    { query: 'Kann ich eine Kopie meiner Daten bekommen?', expect: privacy, kind: 'question' },
  ],
  es: [
    { query: 'cookies estrictamente necesarias', expect: cookies, kind: 'phrase' },
    { query: 'nosotros y nuestros socios utilizamos', expect: privacy, kind: 'phrase' },
    { query: 'titularidad del contenido', expect: terms, kind: 'phrase' },
    { query: 'respuesta proporcionada al daño', expect: community, kind: 'phrase' },
    { query: 'contranotificación', expect: doc('overwolf/copyright-notice') },
    { query: 'verificaciones de antecedentes', expect: doc('overwolf/candidate-data-privacy-notice') },
    { query: 'moderación de contenido', expect: doc('overwolf/transparency-report') },
    { query: 'controles principales', expect: doc('overwolf/iso') },
    { query: 'política de cookeis', expect: cookies, kind: 'typo' },
    { query: '¿Cómo elimino mi cuenta?', expect: platformPrivacy, kind: 'question' },
    { query: '¿Puedo obtener una copia de mis datos?', expect: privacy, kind: 'question' },
    { query: 'política de privacidad de los sitios web', expect: privacy },
  ],
  fr: [
    { query: 'cookies strictement nécessaires', expect: cookies, kind: 'phrase' },
    { query: 'nos partenaires et nous-mêmes utilisons', expect: privacy, kind: 'phrase' },
    { query: 'propriétaire des contenus', expect: terms, kind: 'phrase' },
    { query: 'enfreint les présentes règles', expect: community, kind: 'phrase' },
    { query: 'uploading projects', expect: doc('curseforge/mod-authors-terms') },
    { query: 'Règels de la communauté', expect: community, kind: 'typo' },
    { query: 'Comment supprimer mon compte ?', expect: privacy, kind: 'question' },
    { query: 'Puis-je obtenir une copie de mes données ?', expect: privacy, kind: 'question' },
  ],
  it: [
    { query: 'cookie strettamente necessari', expect: cookies, kind: 'phrase' },
    { query: 'archiviazione locale', expect: privacy, kind: 'phrase' },
    { query: 'titolarità dei contenuti', expect: terms, kind: 'phrase' },
    { query: 'viola le presenti linee guida', expect: community, kind: 'phrase' },
    { query: 'Liene guida della community', expect: community, kind: 'typo' },
    { query: 'Come posso eliminare il mio account?', expect: privacy, kind: 'question' },
    { query: 'Posso avere una copia dei miei dati?', expect: privacy, kind: 'question' },
  ],
  ja: [
    { query: 'Cookieとは', expect: cookies },
    { query: '必須Cookie', expect: cookies },
    { query: '当社が収集する情報', expect: privacy },
    { query: '禁止事項', expect: terms },
    { query: '敬意ある行動', expect: community },
    { query: '各文書の関係', expect: intro },
    { query: 'サインイン状態の維持', expect: privacy, kind: 'phrase' },
    { query: '個人情報', expect: privacy },
    { query: 'cookei', expect: cookies, kind: 'typo' },
    { query: 'アカウントを削除するには？', expect: privacy, kind: 'question' },
    { query: '個人情報のコピーをもらえますか', expect: privacy, kind: 'question' },
  ],
  ko: [
    { query: '쿠키란 무엇입니까', expect: cookies },
    { query: '개인정보에 대한 책임', expect: privacy },
    { query: '이용자 콘텐츠', expect: terms, kind: 'phrase' },
    { query: '상호 존중', expect: community },
    { query: '필수 쿠키를 설정합니다', expect: cookies, kind: 'phrase' },
    { query: '계정을 삭제하려면 어떻게 하나요', expect: privacy, kind: 'question' },
    { query: '내 개인정보 사본을 받을 수 있나요', expect: privacy, kind: 'question' },
  ],
  pl: [
    { query: 'Niezbędne pliki cookie zapisujemy', expect: cookies, kind: 'phrase' },
    { query: 'My i nasi partnerzy stosujemy', expect: privacy, kind: 'phrase' },
    { query: 'treści publikowanych', expect: terms, kind: 'phrase' },
    { query: 'reakcję proporcjonalną', expect: community, kind: 'phrase' },
    { query: 'Zasday społeczności', expect: community, kind: 'typo' },
    { query: 'Jak usunąć konto?', expect: privacy, kind: 'question' },
    { query: 'Czy mogę dostać kopię moich danych?', expect: privacy, kind: 'question' },
  ],
  pt: [
    { query: 'cookies estritamente necessários', expect: cookies, kind: 'phrase' },
    { query: 'Nós e nossos parceiros utilizamos', expect: privacy, kind: 'phrase' },
    { query: 'titularidade do conteúdo', expect: terms, kind: 'phrase' },
    { query: 'medida proporcional ao dano', expect: community, kind: 'phrase' },
    { query: 'Temros de uso', expect: terms, kind: 'typo' },
    { query: 'Como faço para excluir minha conta?', expect: privacy, kind: 'question' },
    { query: 'Posso obter uma cópia dos meus dados?', expect: privacy, kind: 'question' },
  ],
  'zh-Hans': [
    { query: '严格必要的 Cookie', expect: cookies, kind: 'phrase' },
    { query: '我们及我们的合作伙伴使用', expect: privacy, kind: 'phrase' },
    { query: '论坛帖子', expect: terms },
    { query: '违反本准则', expect: community, kind: 'phrase' },
    { query: 'cookei 政策', expect: cookies, kind: 'typo' },
    { query: '如何删除我的账户', expect: privacy, kind: 'question' },
    { query: '我可以获取我的个人信息副本吗', expect: privacy, kind: 'question' },
  ],
  'zh-Hant': [
    { query: '絕對必要之 Cookie', expect: cookies, kind: 'phrase' },
    { query: '我們及我們的合作夥伴使用', expect: privacy, kind: 'phrase' },
    { query: '論壇貼文', expect: terms },
    { query: '違反本守則', expect: community, kind: 'phrase' },
    { query: 'cookei 政策', expect: cookies, kind: 'typo' },
    { query: '如何刪除我的帳號', expect: privacy, kind: 'question' },
    { query: '我可以取得我的個人資料副本嗎', expect: privacy, kind: 'question' },
  ],
};
