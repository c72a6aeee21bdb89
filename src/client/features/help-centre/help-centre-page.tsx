import { useParams } from '../../router';
import { CookieSettingsFooter } from '../cookie-consent/cookie-settings-footer';
import { HelpArticle } from './help-article';
import { HelpCentreList } from './help-centre-list';
import './help-centre.css';

// The help centre the portal's help links open (AS §2.9; app settings
// helpCenterUrls): /help lists the articles, /help/articles/{id} shows one. Public, so a visitor
// can read it too; inside the shell, which shows the host's navigation only when signed in.
export default function HelpCentrePage() {
  const { id } = useParams();
  return (
    <>
      {id === undefined ? <HelpCentreList /> : <HelpArticle key={id} id={id} />}
      {/* Visitors have no user menu: their way back to the cookie choices. */}
      <CookieSettingsFooter />
    </>
  );
}
