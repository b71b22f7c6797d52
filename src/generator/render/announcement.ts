// The announcement bar of a locale: the configured text, or — with `latestChange` — the next version
// announced ahead (the soonest), else the latest change to any document, linking to its changes
// page. Its id names that change (and whether it was still ahead), so a visitor who closed the bar
// sees it again once, when a newer change comes or the announced one takes effect.
// In: the Site, a locale and its UI strings; out: the bar as pages show it, or nothing.

import type { ChromeView } from '../../components/props.ts';
import { textIn } from '../../config/schema.ts';
import { format, type Messages } from '../../i18n/index.ts';
import { changelog } from './changelog.ts';
import { comparedPair } from './changes-view.ts';
import { dateView, type DatedLocale } from '../../shared/dates.ts';
import type { Site } from '../site/site.ts';

export function announcementView(site: Site, locale: string, ui: Messages, dates: DatedLocale): ChromeView['announcementBar'] {
  const bar = site.config.announcementBar;
  if (!bar) return undefined;
  const { isCloseable } = bar;
  if (bar.latestChange) {
    // Chosen in the default locale, so every locale announces the same change under the same id.
    const changes = changelog(site, site.defaultLocale).filter((e) => e.counts);
    // Newest first: the last one ahead takes effect soonest.
    const latest = changes.findLast((e) => e.upcoming) ?? changes.find((e) => !e.upcoming);
    const own = latest && changelog(site, locale).find((e) => e.versionId === latest.versionId && e.docId === latest.docId);
    if (latest && own) {
      // What the link shows may be the source text: a translation of either version missing or outdated.
      const route = site.routes.find((r) => r.locale === locale && r.path === own.href && r.compare);
      const inSource = route ? comparedPair(site, locale, route.compare!).fallback : site.docs[locale]![own.versionId]!.fallback;
      return {
        id: `${bar.id}:${latest.docId}@${latest.date}${latest.upcoming ? ':ahead' : ''}`,
        content: format(latest.upcoming ? ui.announcementUpcoming : ui.announcementLatestChange, { title: own.title, date: dateView(own.date, dates).text }),
        link: { href: own.href, label: latest.upcoming ? ui.upcomingChanges : ui.announcementSeeChanges, ...(inSource && locale !== site.defaultLocale ? { inSource } : {}) },
        isCloseable,
      };
    }
  }
  return bar.content === undefined ? undefined : { id: bar.id, content: textIn(bar.content, locale, site.defaultLocale), isCloseable };
}
