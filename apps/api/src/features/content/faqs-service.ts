import type { Faq, FaqCategory, FaqCategoryRequest, FaqRequest } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from './errors';
import { createFaqsRepository, type FaqCategoryRow, type FaqRow } from './faqs-repository';
import { contentMessages as m } from './messages';
import type { FaqListQuery } from './schemas';

const toCategory = (row: FaqCategoryRow): FaqCategory => ({
  id: row.id,
  name: row.name,
  position: row.position,
});

const toFaq = (row: FaqRow): Faq => ({
  id: row.id,
  categoryId: row.categoryId,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

/** Two operators writing the same name or question at once: the unique index decides. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'faq_categories_name_unique') {
      throw conflict('FAQ_CATEGORY_NAME_TAKEN', m.faqCategoryNameTaken);
    }
    if (constraint === 'faqs_question_unique') {
      throw conflict('FAQ_QUESTION_TAKEN', m.faqQuestionTaken);
    }
    throw error;
  }
}

/** 자주 묻는 질문: categories in their order, questions in theirs; search in both texts. */
export function createFaqService({ db, now }: { db: AppDb; now: Clock }) {
  const repository = createFaqsRepository(db);

  /** A FAQ's category must exist: 400 on the field otherwise. */
  async function requireCategory(categoryId: number) {
    if (!(await repository.category(categoryId))) {
      throw AppError.validation([{ field: 'categoryId', message: m.faqCategoryNotFound }]);
    }
  }

  return {
    async faqCategories(): Promise<FaqCategory[]> {
      return (await repository.categories()).map(toCategory);
    },

    async listFaqs(query: FaqListQuery = {}): Promise<Faq[]> {
      return (await repository.list(query)).map(toFaq);
    },

    async createFaqCategory(request: FaqCategoryRequest): Promise<FaqCategory> {
      const position = request.position ?? (await repository.nextCategoryPosition());
      return toCategory(
        await refusingDuplicates(() => repository.insertCategory({ name: request.name, position })),
      );
    },

    async updateFaqCategory(id: number, request: FaqCategoryRequest): Promise<FaqCategory> {
      const existing = await repository.category(id);
      if (!existing) throw notFound('FAQ_CATEGORY_NOT_FOUND', m.faqCategoryNotFound);
      const values = { name: request.name, position: request.position ?? existing.position };
      const row = await refusingDuplicates(() => repository.updateCategory(id, values));
      if (!row) throw notFound('FAQ_CATEGORY_NOT_FOUND', m.faqCategoryNotFound);
      return toCategory(row);
    },

    /** Only an empty category goes (409 FAQ_CATEGORY_NOT_EMPTY): no answer is lost by accident. */
    async deleteFaqCategory(id: number): Promise<void> {
      if (!(await repository.category(id))) {
        throw notFound('FAQ_CATEGORY_NOT_FOUND', m.faqCategoryNotFound);
      }
      if ((await repository.countInCategory(id)) > 0) {
        throw conflict('FAQ_CATEGORY_NOT_EMPTY', m.faqCategoryNotEmpty);
      }
      await repository.deleteCategory(id);
    },

    async createFaq(request: FaqRequest): Promise<Faq> {
      await requireCategory(request.categoryId);
      const position = request.position ?? (await repository.nextPosition(request.categoryId));
      const { categoryId, question, answer } = request;
      const row = await refusingDuplicates(() =>
        repository.insert({ categoryId, question, answer, position, createdAt: now() }),
      );
      return toFaq(row);
    },

    async updateFaq(id: number, request: FaqRequest): Promise<Faq> {
      const existing = await repository.find(id);
      if (!existing) throw notFound('FAQ_NOT_FOUND', m.faqNotFound);
      await requireCategory(request.categoryId);
      const moved = existing.categoryId !== request.categoryId;
      const position =
        request.position ??
        (moved ? await repository.nextPosition(request.categoryId) : existing.position);
      const { categoryId, question, answer } = request;
      const row = await refusingDuplicates(() =>
        repository.update(id, { categoryId, question, answer, position }, now()),
      );
      if (!row) throw notFound('FAQ_NOT_FOUND', m.faqNotFound);
      return toFaq(row);
    },

    async deleteFaq(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw notFound('FAQ_NOT_FOUND', m.faqNotFound);
    },
  };
}
