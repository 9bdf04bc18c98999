import type * as React from 'react';
import type { IconProps } from './create-icon';

type IconComponent = React.ComponentType<IconProps>;

function isIcon(entry: [string, unknown]): entry is [string, IconComponent] {
  return entry[0].endsWith('Icon') && typeof entry[1] === 'function';
}

/** Stories only: a grid of the icons of a module, each with its export name. */
export function IconGallery({
  icons,
  className,
}: {
  icons: Record<string, unknown>;
  className?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {Object.entries(icons)
        .filter(isIcon)
        .map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-md border border-border bg-surface p-3 text-center"
          >
            <Icon className={className} />
            <code className="text-xs text-muted">{name}</code>
          </li>
        ))}
    </ul>
  );
}
