import { useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import './dialog.css';

// The one way a feature makes a modal dialog: Radix keeps focus inside, Escape and the overlay
// close it through onOpenChange, and focus returns to the opening button (or where
// onCloseAutoFocus puts it). A dialog that opened by itself (the welcome tour on arrival) or from
// something gone since (a menu item) has no button to return to: focus goes to the page's main
// content, where a keyboard user carries on, instead of being dropped on the page body. The classes default to the shared "properties-dialog" look; a feature
// with its own look passes its own overlay, content and title classes.
type ContentProps = RadixDialog.DialogContentProps;

export interface DialogProps {
  /** Controlled when given; without it the dialog opens from its trigger on its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the Radix trigger, asChild). */
  trigger?: ReactNode;
  /**
   * The dialog's title, first in the box. Leave it out only when the children render a
   * DialogTitle of their own (e.g. a title inside a form that changes with its steps and takes
   * the focus): Radix needs one to name the dialog.
   */
  title?: ReactNode;
  /** The dialog's description, rendered in a paragraph (Radix Description) before the children. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** The description is one element of its own (e.g. several paragraphs in a div) and takes the description's role instead of a paragraph around it. */
  descriptionAsChild?: boolean;
  /**
   * Only without `description`: `null` says the dialog has no description (aria-describedby is
   * left off); a string names the element of the children that describes it.
   */
  describedBy?: string | null;
  /** Classes of the dialog box; default "properties-dialog". */
  className?: string;
  overlayClassName?: string;
  /** Inline styles of the box and the overlay, for a dialog without a stylesheet of its own. */
  style?: CSSProperties;
  overlayStyle?: CSSProperties;
  /** `null`: the title has no class. */
  titleClassName?: string | null;
  /** A "×" button beside the title, in a head row: its accessible name and the classes of the row and the button. */
  closeButton?: { label: string; className: string; headClassName: string };
  /** A new key mounts a new dialog box in the same dialog (focus starts again inside it), e.g. a list that turns into a player. */
  contentKey?: Key;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
  /** Focus moving outside the box closes the dialog unless this calls event.preventDefault() (e.g. for a toast that takes the focus). */
  onFocusOutside?: ContentProps['onFocusOutside'];
  children?: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  descriptionClassName,
  descriptionAsChild,
  describedBy,
  className = 'properties-dialog',
  overlayClassName = 'properties-dialog__overlay',
  style,
  overlayStyle,
  titleClassName = 'properties-dialog__title',
  closeButton,
  contentKey,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onFocusOutside,
  children,
}: DialogProps) {
  // Radix names the description itself; only an explicit describedBy overrides that.
  const describedByProp = description === undefined && describedBy !== undefined ? { 'aria-describedby': describedBy ?? undefined } : {};
  const titleElement = title !== undefined && <RadixDialog.Title className={titleClassName ?? undefined}>{title}</RadixDialog.Title>;
  const opener = useRef<Element | null>(null);
  const openAutoFocus: ContentProps['onOpenAutoFocus'] = (event) => {
    // Still the element that had focus: Radix moves it into the box after this.
    opener.current = document.activeElement;
    onOpenAutoFocus?.(event);
  };
  const closeAutoFocus: ContentProps['onCloseAutoFocus'] = (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const back = opener.current;
    if (back && back !== document.body && back.isConnected) return; // Radix returns focus there
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClassName} style={overlayStyle} />
        <RadixDialog.Content key={contentKey} className={className} style={style} {...describedByProp} onOpenAutoFocus={openAutoFocus} onCloseAutoFocus={closeAutoFocus} onFocusOutside={onFocusOutside}>
          {closeButton ? (
            <div className={closeButton.headClassName}>
              {titleElement}
              <RadixDialog.Close className={closeButton.className} aria-label={closeButton.label}>
                ×
              </RadixDialog.Close>
            </div>
          ) : (
            titleElement
          )}
          {description !== undefined && <RadixDialog.Description className={descriptionClassName} asChild={descriptionAsChild}>{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The title of a Dialog rendered without `title`, where the children need it (a ref, its own place in a form). */
export const DialogTitle = RadixDialog.Title;

/** Closes the enclosing Dialog; asChild puts the behaviour on the caller's own button. */
export const DialogClose = RadixDialog.Close;
