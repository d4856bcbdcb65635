import { NavLink } from 'react-router';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { LanguageSwitch } from './language-switch';
import { FAMILY_LINKS, MENU_HELP_LINKS, SHOP_LINKS } from './site-navigation';

// The mobile menu's sheet: its own chunk, loaded when the menu is first opened (mobile-menu.tsx),
// so the dialog library stays off the first visit.

const linkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-tap items-center rounded-field px-4 text-lg ' +
  (isActive ? 'bg-linen font-medium text-accent-700' : 'text-ink hover:bg-linen');

interface MobileMenuSheetProps {
  open: boolean;
  onClose: () => void;
  /** The id the menu button's aria-controls names. */
  id: string;
}

export function MobileMenuSheet({ open, onClose, id }: MobileMenuSheetProps) {
  const t = useT(appMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent layout="side" id={id} className="xl:hidden" overlayClassName="xl:hidden">
        <div className="flex items-center justify-between pl-4">
          <DialogTitle className="text-heading font-medium">{t('app.menu.title')}</DialogTitle>
          <DialogClose className="inline-flex size-tap items-center justify-center rounded-full text-ink hover:bg-linen">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
            <span className="sr-only">{t('app.menu.close')}</span>
          </DialogClose>
        </div>
        <nav aria-label={t('app.menu.title')} className="mt-6 flex flex-col gap-1">
          {FAMILY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
          <hr className="mx-4 my-3 border-sand" />
          {SHOP_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
          <hr className="mx-4 my-3 border-sand" />
          {MENU_HELP_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch className="mt-6 ml-4 self-start" />
      </DialogContent>
    </Dialog>
  );
}
