import { Toaster as SonnerToaster, toast } from 'sonner';

/** The site's single toast system: every toast of the SPEC's error catalogue goes through here. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}

export function showToast({
  title,
  description,
  variant = 'default',
}: {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}): void {
  const options = description === undefined ? {} : { description };
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'success') toast.success(title, options);
  else toast(title, options);
}
