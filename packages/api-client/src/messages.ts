// The few Korean texts the client itself has to produce when the server gives none.

export const GENERIC_ERROR_MESSAGE = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
export const NETWORK_ERROR_MESSAGE = '서버에 연결하지 못했어요. 네트워크 연결을 확인해 주세요.';
export const INVALID_RESPONSE_MESSAGE =
  '서버 응답을 이해하지 못했어요. 잠시 후 다시 시도해 주세요.';
