import { createQueryClient } from '@arcana/app-shell';

export const queryClient = createQueryClient();
