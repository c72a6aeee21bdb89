import * as RadixMenu from '@radix-ui/react-dropdown-menu';

// The one way a feature makes a dropdown menu, so the menus behave and look alike in one place:
// Radix gives the keyboard (arrows between items, typeahead, Enter, Escape closes), returns the
// focus to the trigger on close, and renders the menu in a portal above the page. MenuContent
// holds the defaults every menu repeated (the portal, the shared "menu" class, aligned to the
// trigger's end, 6 px below it); a menu with a look of its own passes its classes, e.g.
// "menu notifications-menu". The parts below are Radix's own, renamed: asChild, onSelect and
// event.preventDefault() (keep the menu open) work as Radix documents them.

/** The menu's state: `open`/`onOpenChange` or `defaultOpen`, and `modal` (default true). */
export const Menu = RadixMenu.Root;
/** The button that opens the menu; its aria-label names it. */
export const MenuTrigger = RadixMenu.Trigger;

export function MenuContent({ className = 'menu', align = 'end', sideOffset = 6, ...props }: RadixMenu.DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content className={className} align={align} sideOffset={sideOffset} {...props} />
    </RadixMenu.Portal>
  );
}

export const MenuItem = RadixMenu.Item;
export const MenuLabel = RadixMenu.Label;
export const MenuSeparator = RadixMenu.Separator;
export const MenuGroup = RadixMenu.Group;
export const MenuRadioGroup = RadixMenu.RadioGroup;
export const MenuRadioItem = RadixMenu.RadioItem;
/** The mark of the chosen radio item (rendered only while it is chosen). */
export const MenuItemIndicator = RadixMenu.ItemIndicator;

/** A submenu: MenuSub around a MenuSubTrigger (an item that opens it) and a MenuSubContent. */
export const MenuSub = RadixMenu.Sub;
export const MenuSubTrigger = RadixMenu.SubTrigger;

/** The submenu's list, in a portal, with the shared "menu" class, 4 px beside its item. */
export function MenuSubContent({ className = 'menu', sideOffset = 4, ...props }: RadixMenu.DropdownMenuSubContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.SubContent className={className} sideOffset={sideOffset} {...props} />
    </RadixMenu.Portal>
  );
}
