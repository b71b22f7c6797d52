// Content types by file name: every kind of file a legal site ships gets its real type (fonts,
// office documents, spreadsheets, archives, video), text with its charset, the unknown as bytes.
import { describe, expect, it } from 'vitest';
import { contentType, fileHeaders } from '../../../src/server/content-type.ts';

describe('contentType', () => {
  it.each([
    ['docs/terms.html', 'text/html; charset=utf-8'],
    ['assets/main-X.js', 'text/javascript; charset=utf-8'],
    ['assets/main-X.css', 'text/css; charset=utf-8'],
    ['data/page.json', 'application/json; charset=utf-8'],
    ['feed.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['img/logo.svg', 'image/svg+xml'],
    ['img/photo.JPG', 'image/jpeg'],
    ['img/favicon.ico', 'image/vnd.microsoft.icon'],
    ['fonts/brand.woff2', 'font/woff2'],
    ['fonts/brand.ttf', 'font/ttf'],
    ['fonts/brand.otf', 'font/otf'],
    ['forms/dpa.pdf', 'application/pdf'],
    ['forms/dpa.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['forms/sub-processors.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['forms/sub-processors.csv', 'text/csv; charset=utf-8'],
    ['downloads/archive.zip', 'application/zip'],
    ['media/explainer.mp4', 'video/mp4'],
    ['media/explainer.webm', 'video/webm'],
    ['downloads/no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });

  it('keeps hashed assets forever and revalidates everything else', () => {
    expect(fileHeaders('assets/files/dpa-0123456789ab.pdf')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fileHeaders('docs/terms.html')['cache-control']).toBe('no-cache');
  });
});
