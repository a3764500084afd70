import { loadEnv, type Plugin } from 'vite';
import { BRAND } from '../src/content/brand.ts';
import { LANGUAGES } from '../src/i18n/config.ts';
import { resolveSiteUrl, robotsTxt } from './seo-files.ts';

interface SeoFile {
  fileName: string;
  contentType: string;
  source: string;
}

const seoFileList = (siteUrl: string): SeoFile[] => [
  { fileName: 'robots.txt', contentType: 'text/plain; charset=utf-8', source: robotsTxt(siteUrl, LANGUAGES) },
];

/**
 * Writes robots.txt for the configured site address (VITE_SITE_URL, else the brand's default) into the
 * build, and serves it from the dev server. The sitemap lists the pages the prerender writes, so the
 * prerender step writes it (vite-plugin-prerender.ts).
 */
export function seoFiles(): Plugin {
  let siteUrl: string = BRAND.defaultSiteUrl;
  return {
    name: 'seo-files',
    apply: (userConfig, env) => env.command === 'serve' || !userConfig.build?.ssr,
    configResolved(config) {
      const configured = loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_SITE_URL;
      siteUrl = resolveSiteUrl(configured, BRAND.defaultSiteUrl);
      if (configured?.trim() && siteUrl !== configured.trim().replace(/\/+$/, '')) {
        config.logger.warn(`seo-files: ignoring invalid VITE_SITE_URL "${configured}", using ${siteUrl}`);
      }
    },
    generateBundle() {
      for (const { fileName, source } of seoFileList(siteUrl)) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const file = seoFileList(siteUrl).find(({ fileName }) => path === `/${fileName}`);
        if (!file) return next();
        res.setHeader('Content-Type', file.contentType);
        res.end(file.source);
      });
    },
  };
}
