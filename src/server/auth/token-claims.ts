// The scope the API's access tokens carry (the resource server's scope in provider.ts).
export const API_SCOPE_CLAIM = 'api';
