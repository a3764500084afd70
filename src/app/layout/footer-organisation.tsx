import { useTranslation } from 'react-i18next';
import { BRAND, isPlaceholder } from '@/content/brand';
import { regionNames } from '@/lib/intl-formatters';

/** A country's name in the reader's language ('NL' → 'Netherlands', 'Nederland', 'Pays-Bas'…). */
function countryName(code: string, language: string): string {
  return regionNames(language).of(code) ?? code;
}

/** The phone number as a `tel:` address: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A value from brand.ts as shown. A placeholder is English in every language ('[KvK number]'), so it says so:
 * a Dutch screen reader then reads it with English sounds instead of Dutch ones.
 */
function BrandValue({ value }: { value: string }) {
  return isPlaceholder(value) ? <span lang="en">{value}</span> : value;
}

/**
 * How to reach the organisation, in an <address> (its contact information: post, e-mail, phone). A value the
 * owner has not given yet (brand.ts) is shown as its placeholder, never as a link.
 */
export function FooterAddress({ linkClassName }: { linkClassName: string }) {
  const { t, i18n } = useTranslation();
  const { legalName, address, email, phone } = BRAND.organisation;
  return (
    <address className="space-y-3 not-italic">
      <p>
        <span className="block font-bold text-white">
          <BrandValue value={legalName} />
        </span>
        <span className="block">
          <BrandValue value={address.street} />
        </span>
        <span className="block">
          <BrandValue value={address.postcode} /> <BrandValue value={address.city} />
        </span>
        <span className="block">{countryName(address.countryCode, i18n.language)}</span>
      </p>
      <dl className="space-y-1">
        <div>
          <dt className="sr-only">{t('footer.email')}</dt>
          <dd>{isPlaceholder(email) ? <BrandValue value={email} /> : <a href={`mailto:${email}`} className={linkClassName}>{email}</a>}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('footer.phone')}</dt>
          <dd>{isPlaceholder(phone) ? <BrandValue value={phone} /> : <a href={telHref(phone)} className={linkClassName}>{phone}</a>}</dd>
        </div>
      </dl>
    </address>
  );
}

/** The trade-register and tax numbers a Dutch company shows (not contact information, so outside <address>). */
export function FooterRegistration() {
  const { t } = useTranslation();
  const { chamberOfCommerce, vatNumber } = BRAND.organisation;
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm text-slate-300">{t('footer.chamberOfCommerce')}</dt>
        <dd className="font-bold text-white">
          <BrandValue value={chamberOfCommerce} />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-300">{t('footer.vatNumber')}</dt>
        <dd className="font-bold text-white">
          <BrandValue value={vatNumber} />
        </dd>
      </div>
    </dl>
  );
}
