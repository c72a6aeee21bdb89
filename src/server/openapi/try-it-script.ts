// The reference page's "Try it" (reference-page.ts), as a script file of our own: the security
// policy allows scripts from this origin only, none inline. Each operation's form names its method
// and path; the script fills the path and query parameters in, sends the JSON body, adds the access
// token typed at the top of the page (kept in this tab only), and shows the status and the answer.
// Same origin only: the page calls this server and nothing else.
export const TRY_IT_SCRIPT = `'use strict';
(function () {
  var tokenInput = document.getElementById('try-token');
  try { tokenInput.value = sessionStorage.getItem('api-docs-token') || ''; } catch (e) {}
  tokenInput.addEventListener('input', function () { try { sessionStorage.setItem('api-docs-token', tokenInput.value); } catch (e) {} });
  document.querySelectorAll('form.try').forEach(function (form) {
    form.hidden = false;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var out = form.querySelector('output');
      var path = form.dataset.path;
      var query = new URLSearchParams();
      var missing = [];
      form.querySelectorAll('input[data-in]').forEach(function (input) {
        var value = input.value.trim();
        if (!value) { if (input.required) missing.push(input.name); return; }
        if (input.dataset.in === 'path') path = path.replace('{' + input.name + '}', encodeURIComponent(value));
        else if (input.dataset.in === 'query') query.append(input.name, value);
      });
      if (missing.length) { out.textContent = 'Fill in: ' + missing.join(', '); return; }
      var headers = { accept: 'application/json' };
      var token = tokenInput.value.trim();
      if (token) headers.authorization = 'Bearer ' + token;
      var init = { method: form.dataset.method.toUpperCase(), headers: headers, credentials: 'same-origin' };
      var body = form.querySelector('textarea');
      if (body && body.value.trim()) {
        try { JSON.parse(body.value); } catch (e) { out.textContent = 'The body is not JSON: ' + e.message; return; }
        headers['content-type'] = 'application/json';
        init.body = body.value;
      }
      var url = path + (query.toString() ? '?' + query : '');
      out.textContent = init.method + ' ' + url + ' …';
      fetch(url, init).then(function (res) {
        return res.text().then(function (text) {
          var shown = text;
          try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) {}
          out.textContent = init.method + ' ' + url + '\\n' + res.status + ' ' + res.statusText + ' ' + (res.headers.get('content-type') || '') + '\\n\\n' + shown.slice(0, 20000);
        });
      }, function (error) { out.textContent = 'The request failed: ' + error.message; });
    });
  });
})();
`;
