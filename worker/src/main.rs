//! The computer player's Web Worker: answers the page's messages (see
//! [`protocol`]) with the engine's search. Built for speed (Cargo's `worker`
//! profile), apart from the page, which is built for size.

// Natively only the tests use the protocol: the worker itself is wasm32.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod protocol;

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::RefCell;

    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let player = RefCell::new(protocol::Player::default());
    let reply_to = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let request = e.data().as_string().unwrap_or_default();
            let mut now = js_sys::Date::now;
            let reply = player.borrow_mut().answer(&request, &mut now);
            let _ = reply_to.post_message(&JsValue::from_str(&reply));
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before this point found no listener: the page waits for
    // this word before it sends any.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("cyvasse-worker runs in a browser's Web Worker; build it with Trunk");
}
