import { type Dictionary, dictionaryEndpoints } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

/** Item labels of one dictionary in the request language, by item key (cells and filters show labels). */
export async function getDictionaryLabels(typeKey: string): Promise<Map<string, string>> {
  const dictionary = await request<Dictionary>({
    service: 'platform',
    path: dictionaryEndpoints.getByTypeKey.path,
    query: { typeKey },
    silent: true,
  });
  return new Map(dictionary.items.map((item) => [item.key, item.label]));
}
