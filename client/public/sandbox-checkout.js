/* global window, document */
// The sandbox payment gateway's checkout: the same window.Razorpay API as Razorpay's checkout.js
// (new Razorpay(options), .on('payment.failed', fn), .open(), options.handler, options.modal.ondismiss), but
// it opens a local dialog with Pay, Fail and Dismiss. Pay and Fail ask our server to play the customer through
// options.sandbox_pay (the app's POST /api/payments/sandbox/pay, signed in as the order's owner), which answers
// the signed razorpay_* fields that verify checks. No money moves.
(() => {
  const paise = (amount, currency) => {
    const value = amount / 100;
    if (currency === 'INR') return '₹' + value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
    return currency + ' ' + value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  };
  const el = (tag, style, text) => {
    const node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  };
  const buttonStyle =
    'height:40px;padding:0 16px;border-radius:8px;font:500 14px system-ui,sans-serif;cursor:pointer;border:1px solid ';

  class SandboxCheckout {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
    }

    on(event, listener) {
      (this.listeners[event] = this.listeners[event] || []).push(listener);
    }

    emit(event, payload) {
      (this.listeners[event] || []).forEach((listener) => listener(payload));
    }

    close() {
      if (this.root) this.root.remove();
      this.root = null;
    }

    setBusy(busy) {
      this.buttons.forEach((b) => {
        b.disabled = busy;
        b.style.opacity = busy ? '0.6' : '1';
      });
      this.status.textContent = busy ? 'Processing…' : '';
    }

    async pay(outcome) {
      const o = this.options;
      this.setBusy(true);
      let body;
      try {
        // The app passes sandbox_pay: our API client, which signs the request in as the order's owner.
        if (typeof o.sandbox_pay !== 'function') throw new Error('The sandbox checkout needs the app to pay');
        body = await o.sandbox_pay(outcome);
      } catch (error) {
        this.setBusy(false);
        this.status.textContent = (error && error.message) || 'The sandbox could not pay';
        return;
      }
      this.close();
      if (outcome === 'success') {
        if (o.handler)
          o.handler({
            razorpay_order_id: body.razorpay_order_id,
            razorpay_payment_id: body.razorpay_payment_id,
            razorpay_signature: body.razorpay_signature,
          });
        return;
      }
      this.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox)',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: body.razorpay_order_id, payment_id: body.razorpay_payment_id },
        },
      });
    }

    open() {
      const o = this.options;
      const prefill = o.prefill || {};
      const colour = (o.theme && o.theme.color) || '#4f46e5';
      this.close();
      const root = el(
        'div',
        'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;padding:16px;font-family:system-ui,sans-serif',
      );
      const box = el(
        'div',
        'background:#fff;border-radius:16px;max-width:400px;width:100%;padding:24px;box-shadow:0 20px 40px rgba(0,0,0,.25);color:#0f172a',
      );
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'sandbox-checkout-title');
      const label = el(
        'p',
        'margin:0 0 12px;display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:600',
        'Sandbox: no money moves',
      );
      const title = el('h2', 'margin:0;font-size:18px;font-weight:600', o.name || 'Checkout');
      title.id = 'sandbox-checkout-title';
      const what = el('p', 'margin:4px 0 0;font-size:14px;color:#475569', o.description || '');
      const amount = el(
        'p',
        'margin:16px 0 4px;font-size:28px;font-weight:800',
        paise(o.amount || 0, o.currency),
      );
      const who = el(
        'p',
        'margin:0;font-size:13px;color:#64748b;word-break:break-all',
        [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · '),
      );
      const order = el('p', 'margin:4px 0 0;font-size:12px;color:#94a3b8', 'Order ' + (o.order_id || ''));
      const row = el('div', 'display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;margin-top:20px');
      const dismiss = el('button', buttonStyle + '#cbd5e1;background:#fff;color:#0f172a', 'Dismiss');
      const fail = el('button', buttonStyle + '#dc2626;background:#fff;color:#dc2626', 'Fail');
      const pay = el(
        'button',
        buttonStyle + colour + ';background:' + colour + ';color:#fff',
        'Pay ' + paise(o.amount || 0, o.currency),
      );
      this.buttons = [dismiss, fail, pay];
      this.buttons.forEach((b) => {
        b.type = 'button';
        row.appendChild(b);
      });
      this.status = el('p', 'margin:12px 0 0;font-size:13px;color:#475569;min-height:1em');
      this.status.setAttribute('role', 'status');
      dismiss.onclick = () => {
        this.close();
        if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
      };
      fail.onclick = () => void this.pay('failure');
      pay.onclick = () => void this.pay('success');
      [label, title, what, amount, who, order, row, this.status].forEach((n) => box.appendChild(n));
      root.appendChild(box);
      document.body.appendChild(root);
      this.root = root;
      pay.focus();
    }
  }
  window.Razorpay = SandboxCheckout;
})();
