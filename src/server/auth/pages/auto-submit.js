// Sign-out needs a POST with the provider's CSRF token; submit it for the visitor (the button stays for no-JS).
document.querySelector('form[data-auto-submit]')?.submit();
