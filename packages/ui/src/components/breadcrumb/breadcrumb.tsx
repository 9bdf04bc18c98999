import type * as React from 'react';
import { cn } from '../../lib/cn';
import { ChevronRightIcon } from '../icon/line-icons';

export type BreadcrumbItem = {
  label: React.ReactNode;
  /** A link to the step. */
  href?: string;
  /** Or an in-page action (returning to an earlier step without a route change). */
  onSelect?: () => void;
};

export type BreadcrumbProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** From the top level to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
};

const crumbClass =
  'inline-flex min-h-6 min-w-0 items-center rounded-sm text-muted underline-offset-4 hover:text-text hover:underline';

/**
 * Where the payer is: a `nav` landmark named 'Breadcrumb' with an ordered list; the current page is
 * marked `aria-current="page"` and is not a link.
 */
export function Breadcrumb({ items, className, ...props }: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label="Breadcrumb" className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          let crumb: React.ReactNode;
          if (current) {
            crumb = (
              <span aria-current="page" className="min-w-0 font-medium text-text">
                {item.label}
              </span>
            );
          } else if (item.href !== undefined) {
            crumb = (
              <a
                href={item.href}
                className={crumbClass}
                onClick={
                  item.onSelect
                    ? (event) => {
                        event.preventDefault();
                        item.onSelect?.();
                      }
                    : undefined
                }
              >
                {item.label}
              </a>
            );
          } else if (item.onSelect) {
            crumb = (
              <button
                type="button"
                className={cn(crumbClass, 'cursor-pointer text-left')}
                onClick={item.onSelect}
              >
                {item.label}
              </button>
            );
          } else {
            crumb = <span className="text-muted">{item.label}</span>;
          }
          return (
            <li
              key={index}
              data-slot="breadcrumb-item"
              // A long unbroken label (a 64-character invoice ID) wraps anywhere, not sideways.
              className="inline-flex max-w-full min-w-0 items-center gap-1.5 [overflow-wrap:anywhere]"
            >
              {crumb}
              {current ? null : <ChevronRightIcon className="size-4 text-subtle" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
