import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate, type AdminSession } from './admin-gate';
import { AdminNav, type AdminSection } from './admin-nav';

interface AdminFrameProps {
  section: AdminSection;
  /** The page's h1 and its line of introduction (already translated). */
  title: string;
  intro: string;
  children: (admin: AdminSession) => ReactNode;
}

/** Every admin page: its heading, the sections, and the gate in front of its content (the session and the cache come from app/account-providers.tsx). */
export function AdminFrame({ section, title, intro, children }: AdminFrameProps) {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-4">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl dark:text-white">{title}</h1>
        <p className="max-w-3xl text-xl text-slate-700 dark:text-slate-300">{intro}</p>
        <AdminNav current={section} />
      </header>
      <AdminGate>{children}</AdminGate>
    </div>
  );
}

/** The texts of a section's page head and h1. */
export function useSectionTitle(section: AdminSection): { title: string; intro: string } {
  const { t } = useTranslation('admin');
  return { title: t(`sections.${section}.title`), intro: t(`sections.${section}.intro`) };
}
