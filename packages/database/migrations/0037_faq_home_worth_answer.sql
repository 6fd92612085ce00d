-- The FAQ's answer to "What is my home worth?" now points at the /sell page (issue 16). Only the answer the demo seed
-- wrote (migration 0018) is replaced: an answer an admin has written is kept.
update seo_settings
set faq = (
  select jsonb_agg(
    case
      when item ->> 'question' = 'What is my home worth?' and item ->> 'answer' = 'Ask us for a comparative market analysis: an agent looks at your home and at recent sales nearby, and gives you a price range in writing, with the reasons, at no cost and with no obligation.'
        then jsonb_set(item, '{answer}', to_jsonb('Type your address on our What is my home worth? page (/sell) for an instant estimate from recent sales nearby, or ask there for a pricing review: an agent looks at your home and at those sales, and gives you a price range in writing, with the reasons, at no cost and with no obligation.'::text))
      else item
    end
    order by position
  )
  from jsonb_array_elements(faq) with ordinality as entries(item, position)
)
where faq @> jsonb_build_array(jsonb_build_object('question', 'What is my home worth?', 'answer', 'Ask us for a comparative market analysis: an agent looks at your home and at recent sales nearby, and gives you a price range in writing, with the reasons, at no cost and with no obligation.'));
