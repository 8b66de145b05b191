import type { RestClient } from './rest-client';

export interface UserDetailRow {
  userName: string;
  isLogin: number;
  role: string;
}

/** The caller's own account: never cached, the bearer token passes through. */
export class AccountAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  async login(userName: string, password: string) {
    const { data } = await this.rest.post<{ data: { token: string; userDetail: UserDetailRow } }>({
      path: '/auth/login',
      body: { userName, password },
    });
    return data;
  }

  async logout(): Promise<boolean> {
    await this.rest.post({ path: '/auth/logout', token: this.token });
    return true;
  }

  async me(): Promise<UserDetailRow | null> {
    if (!this.token) return null;
    const { data } = await this.rest.post<{ data: UserDetailRow }>({ path: '/user/detail', token: this.token });
    return data;
  }
}
