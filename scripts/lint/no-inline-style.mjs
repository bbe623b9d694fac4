/**
 * Looks belong in CSS modules, where the design tokens are (issue 19). The one use left for `style` is
 * handing a value computed at run time to CSS as a custom property (`style={{ '--progress': ratio }}`);
 * any other key in an inline style object is reported.
 */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'No inline style objects; CSS custom properties only' },
    schema: [],
  },
  create(context) {
    const keyName = (property) => {
      if (property.type !== 'Property') return null;
      if (property.key.type === 'Literal') return String(property.key.value);
      if (property.key.type === 'Identifier' && !property.computed) return property.key.name;
      return null; // a computed key: only custom properties are written that way here
    };
    return {
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        const value = node.value.expression;
        if (value.type !== 'ObjectExpression') return;
        for (const property of value.properties) {
          const name = keyName(property);
          if (name !== null && !name.startsWith('--')) {
            context.report({
              node: property,
              message: `Inline style "${name}": use a class in a CSS module (custom properties only here).`,
            });
          }
        }
      },
    };
  },
};
